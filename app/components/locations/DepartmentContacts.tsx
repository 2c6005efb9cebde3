import type { DepartmentContact } from "~/models/locations/places";
import { locationTypeLabel } from "../locations";
import { PhoneLink } from "../PhoneLink";
import { locationPhoneSource } from "~/models/phone-reveal/reveal";
import * as styles from "./DepartmentContacts.css";

/** The team page's departments and how to reach each (there is no staff data to show people). */
export function DepartmentContacts({
  contacts,
  masked,
  locationSlug,
}: {
  contacts: readonly DepartmentContact[];
  masked: boolean;
  locationSlug: string;
}) {
  return (
    <section aria-labelledby="departments-heading">
      <h3 id="departments-heading" className={styles.heading}>
        Our departments
      </h3>
      <ul className={styles.list}>
        {contacts.map((contact) => (
          <li key={contact.department} className={styles.item}>
            <span className={styles.department}>{locationTypeLabel(contact.department)}</span>
            {contact.phone ? (
              <PhoneLink
                phone={contact.phone}
                masked={masked}
                source={locationPhoneSource(locationSlug, contact.department)}
              />
            ) : (
              <span>Ask at reception</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
