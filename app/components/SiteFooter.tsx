import type { ReactNode } from "react";
import { container } from "~/styles/shared.css";
import type { PublicTenant } from "~/tenants/public";
import { cx } from "./classNames";
import { locationTypeLabel } from "./locations";
import { headlinePhone, locationPhoneSource } from "~/models/phone-reveal/reveal";
import { PhoneLink } from "./PhoneLink";
import { SiteLink } from "./SiteLink";
import * as styles from "./SiteFooter.css";

/**
 * The site footer's content: the dealer's details, the footer menu groups, locations and
 * socials. Its <footer> is SiteFooterPart's, which keeps the server's HTML in the browser.
 */
export function SiteFooter({ tenant }: { tenant: PublicTenant }) {
  const { phone, source } = headlinePhone(tenant.phones);
  const masked = tenant.features.phoneMasking;
  const { street, city, state, postcode } = tenant.address;
  const licences = tenant.locations.flatMap((location) =>
    location.dealerLicenceNumber ? [location.dealerLicenceNumber] : [],
  );
  const socials = [
    { label: "Facebook", href: tenant.social.facebook, icon: <FacebookIcon /> },
    { label: "Instagram", href: tenant.social.instagram, icon: <InstagramIcon /> },
  ].flatMap(({ href, ...entry }) => (href ? [{ ...entry, href }] : []));

  return (
    <>
      {/* One landmark, the footer itself: its groups are headings, not regions of their own (as
          regions, the home page named two "Our Locations": axe landmark-unique). */}
      <div className={cx(container, styles.grid)}>
        <div className={styles.about}>
          <h2 className={styles.name}>
            {tenant.name}
          </h2>
          {tenant.tagline ? <p className={styles.tagline}>{tenant.tagline}</p> : null}
          <address className={styles.address}>
            {street}
            <br />
            {city} {state} {postcode}
          </address>
          <PhoneLink phone={phone} masked={masked} source={source} icon />
          {socials.length > 0 ? (
            <ul className={styles.social} aria-label="Follow us">
              {socials.map((entry) => (
                <li key={entry.label}>
                  <a href={entry.href} className={styles.socialLink} rel="noopener">
                    {entry.icon}
                    {entry.label}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        {tenant.menus.footer.map((group) => (
          <div key={group.title}>
            <h2 className={styles.groupTitle}>
              {group.title}
            </h2>
            <ul className={styles.list}>
              {group.links.map((entry) => (
                <li key={`${entry.label}|${entry.href}`}>
                  <FooterLink href={entry.href}>{entry.label}</FooterLink>
                </li>
              ))}
            </ul>
          </div>
        ))}

        <div className={styles.locations}>
          <h2 className={styles.groupTitle}>
            Our Locations
          </h2>
          <ul className={styles.locationGrid}>
            {tenant.locations.map((location) => (
              <li key={location.slug} className={styles.location}>
                <FooterLink href={`/locations/${location.slug}`}>
                  <span className={styles.locationName}>{location.name}</span>
                </FooterLink>
                <span className={styles.locationType}>
                  {locationTypeLabel(location.locationType)} · {location.address.city}{" "}
                  {location.address.state}
                </span>
                {location.phone ? (
                  <PhoneLink phone={location.phone} masked={masked} source={locationPhoneSource(location.slug)} />
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div className={styles.bottom}>
        <div className={cx(container, styles.bottomInner)}>
          <p className={styles.smallPrint}>
            © {new Date().getFullYear()} {tenant.name}
          </p>
          {licences.length > 0 ? (
            <p className={styles.smallPrint}>Dealer licence {licences.join(", ")}</p>
          ) : null}
        </div>
      </div>
    </>
  );
}

function FooterLink({ href, children }: { href: string; children: ReactNode }) {
  return /^https?:\/\//.test(href) ? (
    <a href={href} className={styles.link}>
      {children}
    </a>
  ) : (
    <SiteLink href={href} className={styles.link}>
      {children}
    </SiteLink>
  );
}

function FacebookIcon() {
  return (
    <svg className={styles.socialIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4A20 20 0 0 0 14.3 4c-2.2 0-3.8 1.4-3.8 3.9v2.6H8v3h2.5V21z"
      />
    </svg>
  );
}

function InstagramIcon() {
  return (
    <svg className={styles.socialIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 7.4a4.6 4.6 0 1 0 0 9.2 4.6 4.6 0 0 0 0-9.2zm0 7.6a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm4.8-8.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2zM21 8.3c-.1-1.5-.4-2.8-1.5-3.8S17.2 3.1 15.7 3c-1.5-.1-5.9-.1-7.4 0-1.5.1-2.8.4-3.8 1.5S3.1 6.8 3 8.3c-.1 1.5-.1 5.9 0 7.4.1 1.5.4 2.8 1.5 3.8s2.3 1.4 3.8 1.5c1.5.1 5.9.1 7.4 0 1.5-.1 2.8-.4 3.8-1.5s1.4-2.3 1.5-3.8c.1-1.5.1-5.9 0-7.4zm-2 9.1a3 3 0 0 1-1.7 1.7c-1.2.5-4 .4-5.3.4s-4.1.1-5.3-.4a3 3 0 0 1-1.7-1.7c-.5-1.2-.4-4-.4-5.3s-.1-4.1.4-5.3A3 3 0 0 1 6.7 5c1.2-.5 4-.4 5.3-.4s4.1-.1 5.3.4A3 3 0 0 1 19 6.7c.5 1.2.4 4 .4 5.3s.1 4.1-.4 5.4z"
      />
    </svg>
  );
}
