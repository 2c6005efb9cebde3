import { Link, NavLink, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { brandMenuTiles } from "~/models/model-range/brand-menu";
import type { ModelTabCards } from "~/models/model-range/catalogue";
import { button, container } from "~/styles/shared.css";
import type { PublicTenant } from "~/tenants/public";
import type { MenuItem, TemplateName } from "~/tenants/schema";
import { cx } from "./classNames";
import { CompareIcon, HeartIcon } from "./icons";
import { BrandMenu } from "./models/BrandMenu";
import { ModelMenu } from "./models/ModelMenu";
import { PhoneLink } from "./PhoneLink";
import * as styles from "./SiteHeader.css";

const MENU_TOGGLE_ID = "site-menu-toggle";
const MAIN_NAV_ID = "site-main-nav";

/**
 * The site header, one layout per template. Everything works without JavaScript: the
 * mobile "Menu" is a checkbox toggle, dropdowns open on hover and keyboard focus, and a
 * masked phone number is revealed by a form post (PhoneLink).
 */
/**
 * `banner` (the sell-your-car strip) sits above the header's rows but after the skip link.
 * `modelMenu`: the model range's tabs, for tenants with model pages (the New Vehicles entry).
 */
export function SiteHeader({
  tenant,
  banner,
  modelMenu,
  lists = NO_LISTS,
}: {
  tenant: PublicTenant;
  banner?: ReactNode;
  modelMenu?: readonly ModelTabCards[] | null;
  /** How many cars the shopper's favourites and compare lists hold; null where the tenant has no such list. */
  lists?: ShopperListCounts;
}) {
  // Keyed on the location so an open menu closes after a client-side navigation
  // (vehicle-page §2: "closing is forced after navigation").
  const { key: locationKey } = useLocation();
  const template = tenant.template;
  const phone = tenant.phones.override ?? tenant.phones.main;
  const masked = tenant.features.phoneMasking;

  const parts: HeaderParts = {
    tenant,
    toggle: (
      <input
        key={locationKey}
        type="checkbox"
        id={MENU_TOGGLE_ID}
        className={styles.menuToggleInput}
        aria-controls={MAIN_NAV_ID}
      />
    ),
    menuButton: (className?: string) => <MenuButton className={className} />,
    nav: (className?: string) => (
      <MainNav
        key={locationKey}
        items={tenant.menus.main}
        template={template}
        className={className}
        modelMenu={modelMenu ?? null}
        dealerships={tenant.dealerships}
      />
    ),
    lists: (className?: string) => <ListLinks counts={lists} className={className} />,
    phone: (className?: string, compact?: boolean) => (
      <PhoneLink
        phone={phone}
        masked={masked}
        icon
        compact={compact}
        className={cx(styles.phone, className)}
      />
    ),
  };

  return (
    <header className={cx(styles.header, styles.headerVariant[template])} data-template={template}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      {banner}
      {parts.toggle}
      {template === "apex" ? <ApexLayout {...parts} /> : null}
      {template === "metro" ? <MetroLayout {...parts} /> : null}
      {template === "drift" ? <DriftLayout {...parts} /> : null}
      {template === "outback" ? <OutbackLayout {...parts} /> : null}
    </header>
  );
}

interface HeaderParts {
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

const NO_LISTS: ShopperListCounts = { favourites: null, compare: null };

/**
 * The way back to the shopper's favourites and compare lists (issue 14: after Save or
 * Compare nothing led there), with how many cars each holds. The counts come from the
 * lists' cookies through the root loader: without JavaScript the page after the post shows
 * them; with it the root's data reloads after each change, so they follow every click.
 */
function ListLinks({ counts, className }: { counts: ShopperListCounts; className?: string }) {
  const links = [
    { href: "/favourites", label: "Saved", count: counts.favourites, icon: <HeartIcon className={styles.listIcon} /> },
    { href: "/compare", label: "Compare", count: counts.compare, icon: <CompareIcon className={styles.listIcon} /> },
  ].filter((link): link is typeof link & { count: number } => link.count !== null);
  if (links.length === 0) return null;
  return (
    <ul className={cx(styles.listLinks, className)} aria-label="Your lists">
      {links.map((link) => (
        <li key={link.href}>
          <Link to={link.href} className={styles.listLink}>
            {link.icon}
            <span className={styles.listLabel}>{link.label}</span>
            <span className={styles.listCount} aria-hidden="true">
              {link.count}
            </span>
            <span className="visually-hidden">{` (${link.count} ${link.count === 1 ? "car" : "cars"})`}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Toyota-dealer layout: utility bar (locations, phone), logo row, full-width nav row. */
function ApexLayout({ tenant, menuButton, nav, lists, phone }: HeaderParts) {
  return (
    <>
      <div className={styles.apexUtility}>
        <div className={cx(container, styles.apexUtilityInner)}>
          {tenant.tagline ? <p className={styles.apexTagline}>{tenant.tagline}</p> : null}
          <ul className={styles.utilityLinks}>
            <li>
              <a href="/#our-locations" className={styles.utilityLink}>
                <PinIcon />
                {tenant.locations.length > 1
                  ? `Our ${tenant.locations.length} locations`
                  : `${tenant.address.city} ${tenant.address.state}`}
              </a>
            </li>
            <li>{lists()}</li>
            <li>{phone()}</li>
          </ul>
        </div>
      </div>
      <div className={cx(container, styles.apexLogoRow)}>
        <Wordmark tenant={tenant} className={styles.apexWordmark} />
        <Link to={tenant.search.path} className={cx(button.outline, styles.apexSearchLink)}>
          Search our {tenant.labels.stockNoun}
        </Link>
        {menuButton()}
      </div>
      <div className={styles.apexNavRow}>
        <div className={container}>{nav()}</div>
      </div>
    </>
  );
}

/** Dealer-group layout: one dark bar, then a strip naming the group's dealerships. */
function MetroLayout({ tenant, menuButton, nav, lists, phone }: HeaderParts) {
  return (
    <>
      <div className={cx(container, styles.metroBar)}>
        <Wordmark tenant={tenant} className={styles.metroWordmark} />
        {nav(styles.metroNav)}
        <div className={styles.metroActions}>
          {lists()}
          {phone(undefined, true)}
          {menuButton()}
        </div>
      </div>
      {tenant.dealerships.length > 1 ? (
        <div className={styles.brandStrip}>
          <div className={container}>
            <ul className={styles.brandList} aria-label="Our dealerships">
              {tenant.dealerships.map((dealership) => (
                <li key={dealership.slug} className={styles.brandItem}>
                  {dealership.logoUrl ? (
                    <img src={dealership.logoUrl} alt={dealership.name} className={styles.brandLogo} />
                  ) : (
                    dealership.name
                  )}
                </li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}
    </>
  );
}

/** Online-retailer layout: a light bar of pills and a prominent call to action. */
function DriftLayout({ tenant, menuButton, nav, lists, phone }: HeaderParts) {
  return (
    <div className={cx(container, styles.driftBar)}>
      <Wordmark tenant={tenant} className={styles.driftWordmark} />
      {nav(styles.driftNav)}
      <div className={styles.driftActions}>
        {lists()}
        {phone(styles.driftPhone)}
        <Link to={tenant.search.path} className={cx(button.primary, styles.driftCta)}>
          Browse {tenant.labels.stockNoun}
        </Link>
      </div>
      {menuButton(styles.driftMenuButton)}
    </div>
  );
}

/** Caravan-dealer layout: the name centred above a band of navigation. */
function OutbackLayout({ tenant, menuButton, nav, lists, phone }: HeaderParts) {
  const states = [...new Set(tenant.locations.map((location) => location.address.state))];
  return (
    <>
      <div className={cx(container, styles.outbackTop)}>
        <p className={styles.outbackLocale}>
          {states.length > 1 ? `Serving ${states.join(" & ")}` : `${tenant.address.city} ${tenant.address.state}`}
        </p>
        <div className={styles.outbackBrand}>
          <Wordmark tenant={tenant} className={styles.outbackWordmark} />
          {tenant.tagline ? <p className={styles.outbackTagline}>{tenant.tagline}</p> : null}
        </div>
        <div className={styles.outbackActions}>
          {lists()}
          {phone()}
          {menuButton()}
        </div>
      </div>
      <div className={styles.outbackNavBand}>
        <div className={container}>{nav()}</div>
      </div>
    </>
  );
}

function Wordmark({ tenant, className }: { tenant: PublicTenant; className?: string }) {
  return (
    <Link to="/" className={cx(styles.wordmark, className)}>
      {tenant.logoUrl ? (
        <img src={tenant.logoUrl} alt={tenant.name} className={styles.logo} />
      ) : (
        tenant.name
      )}
    </Link>
  );
}

function MenuButton({ className }: { className?: string }) {
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

function MainNav({
  items,
  template,
  className,
  modelMenu,
  dealerships,
}: {
  items: MenuItem[];
  template: TemplateName;
  className?: string;
  modelMenu: readonly ModelTabCards[] | null;
  dealerships: PublicTenant["dealerships"];
}) {
  return (
    <nav
      id={MAIN_NAV_ID}
      aria-label="Main"
      className={cx(styles.nav, styles.navVariant[template], className)}
    >
      <ul className={styles.menu}>
        {items.map((item) => (
          <TopLevelEntry
            key={`${item.label}|${item.href ?? ""}`}
            item={item}
            dropdown={dropdownOf(item, modelMenu, dealerships)}
          />
        ))}
      </ul>
    </nav>
  );
}

/**
 * The model dropdown for the entry linking /models when the tenant has models, a brand
 * mega-menu for a group's entry of dealerships (vehicle-page §2), else the plain list.
 */
function dropdownOf(
  item: MenuItem,
  modelMenu: readonly ModelTabCards[] | null,
  dealerships: PublicTenant["dealerships"],
): ReactNode {
  const children = item.children ?? [];
  if (modelMenu && item.href === "/models") {
    const links = children.flatMap((child) => (child.href ? [{ label: child.label, href: child.href }] : []));
    return <ModelMenu tabs={modelMenu} links={links} className={styles.submenu} linkClassName={styles.subLink} />;
  }
  if (children.length === 0) return null;
  const tiles = brandMenuTiles(item, dealerships);
  return tiles ? <BrandMenu tiles={tiles} className={styles.submenu} /> : <SubMenu items={children} className={styles.submenu} />;
}

function TopLevelEntry({ item, dropdown }: { item: MenuItem; dropdown: ReactNode }) {
  const hasDropdown = dropdown !== null;
  const linkClass = cx(styles.topLink, hasDropdown && styles.hasDropdown);
  return (
    <li className={styles.menuItem}>
      {item.href ? (
        isExternal(item.href) ? (
          <a href={item.href} className={linkClass}>
            {item.label}
          </a>
        ) : (
          <NavLink to={item.href} end={item.href === "/"} className={linkClass}>
            {item.label}
          </NavLink>
        )
      ) : (
        // Focusable so keyboard users can open the dropdown (it opens on :focus-within).
        <button type="button" className={cx(linkClass, styles.topLabel)}>
          {item.label}
        </button>
      )}
      {dropdown}
    </li>
  );
}

function SubMenu({ items, className }: { items: MenuItem[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((child) => (
        <li key={`${child.label}|${child.href ?? ""}`}>
          {child.href ? (
            <MenuLink href={child.href} className={styles.subLink}>
              {child.label}
            </MenuLink>
          ) : (
            <span className={styles.subLink}>{child.label}</span>
          )}
          {child.children && child.children.length > 0 ? (
            <SubMenu items={child.children} className={styles.nestedMenu} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function MenuLink({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  return isExternal(href) ? (
    <a href={href} className={className}>
      {children}
    </a>
  ) : (
    <Link to={href} className={className}>
      {children}
    </Link>
  );
}

function isExternal(href: string): boolean {
  return /^https?:\/\//.test(href);
}

function PinIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"
      />
    </svg>
  );
}
