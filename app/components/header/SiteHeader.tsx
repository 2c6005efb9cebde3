import { useLocation } from "@remix-run/react";
import type { ComponentType, ReactNode } from "react";
import type { BrandMenu } from "~/models/model-range/brand-menu";
import type { PublicTenant } from "~/tenants/public";
import type { TemplateName } from "~/tenants/schema";
import { cx } from "../classNames";
// Import order is stylesheet order: the phone link's and the dropdowns' own styles (through
// MainNav) come before the header's, whose classes refine them; each template's come last.
import { PhoneLink } from "../PhoneLink";
import { headlinePhone } from "~/models/phone-reveal/reveal";
import { MainNav } from "./MainNav";
import { ApexHeader } from "./ApexHeader";
import { DriftHeader } from "./DriftHeader";
import { MetroHeader } from "./MetroHeader";
import { OutbackHeader } from "./OutbackHeader";
import { type HeaderParts, ListLinks, MAIN_NAV_ID, MENU_TOGGLE_ID, MenuButton, type ShopperListCounts } from "./parts";
import * as styles from "./SiteHeader.css";

export type { ShopperListCounts } from "./parts";

/** Each template's own header layout, in a file of its own. */
const LAYOUTS: Record<TemplateName, ComponentType<HeaderParts>> = {
  apex: ApexHeader,
  metro: MetroHeader,
  drift: DriftHeader,
  outback: OutbackHeader,
};

const NO_LISTS: ShopperListCounts = { favourites: null, compare: null };

/**
 * The site header, one layout per template. Everything works without JavaScript: the
 * mobile "Menu" is a checkbox toggle, dropdowns open on hover and keyboard focus, and a
 * masked phone number is revealed by a form post (PhoneLink).
 *
 * `banner` (the sell-your-car strip) sits above the header's rows but after the skip link.
 * `hasModelMenu`: the tenant has model pages, so New Vehicles opens the model dropdown.
 */
export function SiteHeader({
  tenant,
  banner,
  hasModelMenu = false,
  brandMenus = [],
  lists = NO_LISTS,
}: {
  tenant: PublicTenant;
  banner?: ReactNode;
  hasModelMenu?: boolean;
  /** A dealer group's brand mega-menus, by their entry's label (root loader). */
  brandMenus?: readonly BrandMenu[];
  /** How many cars the shopper's favourites and compare lists hold; null where the tenant has no such list. */
  lists?: ShopperListCounts;
}) {
  // Keyed on the location so an open menu closes after a client-side navigation
  // (vehicle-page §2: "closing is forced after navigation").
  const { key: locationKey } = useLocation();
  const template = tenant.template;
  const { phone, source } = headlinePhone(tenant.phones);
  const masked = tenant.features.phoneMasking;
  const Layout = LAYOUTS[template];

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
        hasModelMenu={hasModelMenu}
        brandMenus={brandMenus}
      />
    ),
    lists: (className?: string) => <ListLinks counts={lists} className={className} />,
    phone: (className?: string, compact?: boolean) => (
      <PhoneLink
        phone={phone}
        masked={masked}
        source={source}
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
      <Layout {...parts} />
    </header>
  );
}
