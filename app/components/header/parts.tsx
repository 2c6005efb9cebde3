import type { ReactNode } from "react";
import type { PublicTenant } from "~/tenants/public";
import { cx } from "../classNames";
import { SiteLink } from "../SiteLink";
import { CompareIcon, HeartIcon } from "../icons";
import * as styles from "./SiteHeader.css";

/** The mobile Menu toggle (a checkbox, so the nav opens without JavaScript) and the nav it opens. */
export const MENU_TOGGLE_ID = "site-menu-toggle";
export const MAIN_NAV_ID = "site-main-nav";

/** What SiteHeader hands each template's layout: the pieces every header has, to place as it likes. */
export interface HeaderParts {
  tenant: PublicTenant;
  toggle: ReactNode;
  menuButton: (className?: string) => ReactNode;
  nav: (className?: string) => ReactNode;
  lists: (className?: string) => ReactNode;
  phone: (className?: string, compact?: boolean) => ReactNode;
}

export interface ShopperListCounts {
  favourites: number | null;
  compare: number | null;
}

/**
 * The way back to the shopper's favourites and compare lists (after Save or
 * Compare nothing led there), with how many cars each holds. The counts come from the
 * lists' cookies through the root loader: without JavaScript the page after the post shows
 * them; with it the root's data reloads after each change, so they follow every click.
 */
export function ListLinks({ counts, className }: { counts: ShopperListCounts; className?: string }) {
  const links = [
    { href: "/favourites", label: "Saved", count: counts.favourites, icon: <HeartIcon className={styles.listIcon} /> },
    { href: "/compare", label: "Compare", count: counts.compare, icon: <CompareIcon className={styles.listIcon} /> },
  ].filter((link): link is typeof link & { count: number } => link.count !== null);
  if (links.length === 0) return null;
  return (
    <ul className={cx(styles.listLinks, className)} aria-label="Your lists">
      {links.map((link) => (
        <li key={link.href}>
          <SiteLink href={link.href} className={styles.listLink}>
            {link.icon}
            <span className={styles.listLabel}>{link.label}</span>
            <span className={styles.listCount} aria-hidden="true">
              {link.count}
            </span>
            <span className="visually-hidden">{` (${link.count} ${link.count === 1 ? "car" : "cars"})`}</span>
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

export function Wordmark({ tenant, className }: { tenant: PublicTenant; className?: string }) {
  return (
    <SiteLink href="/" className={cx(styles.wordmark, className)}>
      {tenant.logoUrl ? (
        <img src={tenant.logoUrl} alt={tenant.name} className={styles.logo} />
      ) : (
        tenant.name
      )}
    </SiteLink>
  );
}

export function MenuButton({ className }: { className?: string }) {
  return (
    <label htmlFor={MENU_TOGGLE_ID} className={cx(styles.menuButton, className)}>
      <svg
        className={cx(styles.menuIcon, styles.menuIconOpen)}
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
      >
        <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
      </svg>
      <svg
        className={cx(styles.menuIcon, styles.menuIconClose)}
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
      >
        <path
          fill="currentColor"
          d="m6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6 10.6 12 5 6.4z"
        />
      </svg>
      Menu
    </label>
  );
}
