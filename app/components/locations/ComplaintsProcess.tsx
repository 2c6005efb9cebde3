import type { ConsumerProtectionBody } from "~/models/locations/complaints";
import type { PhoneSource } from "~/models/phone-reveal/reveal";
import { PhoneLink } from "../PhoneLink";
import * as styles from "./ComplaintsProcess.css";

/**
 * The complaints page's list (vehicle-page §2 Locations: "lists the state consumer-protection
 * bodies for the states of the dealer's locations, then advises independent legal advice").
 */
export function ComplaintsProcess({
  dealerName,
  phone,
  masked,
  phoneSource,
  bodies,
  advice,
}: {
  dealerName: string;
  /** The main number, masked until revealed on a tenant that masks numbers (search-journey §4). */
  phone: string;
  masked: boolean;
  /** Which of the tenant's numbers it is, for its Show number. */
  phoneSource: PhoneSource;
  bodies: readonly ConsumerProtectionBody[];
  advice: string;
}) {
  return (
    <>
      <h2>1. Talk to us first</h2>
      {/* A div: the masked number's Show number is a form, which a <p> cannot hold. */}
      <div className={styles.paragraph}>
        Most concerns are fixed fastest by the people who sold or serviced your vehicle. Call {dealerName} on{" "}
        <PhoneLink phone={phone} masked={masked} source={phoneSource} /> or visit us and ask for the
        manager of the department involved. We will acknowledge your complaint and keep you updated until it is
        resolved.
      </div>
      <h2>2. If you are not satisfied</h2>
      <p>
        If we cannot resolve your complaint, you can contact the consumer-protection body of the state where you
        dealt with us:
      </p>
      <ul className={styles.list}>
        {bodies.map((body) => (
          <li key={body.state} className={styles.body}>
            <span className={styles.bodyName}>{body.name}</span>
            <a href={body.url} rel="noopener noreferrer">
              {body.url.replace(/^https:\/\//, "")}
            </a>
          </li>
        ))}
      </ul>
      <p className={styles.advice}>{advice}</p>
    </>
  );
}
