import { useFetcher, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import type { BrandMenu as BrandMenuData } from "~/models/model-range/brand-menu";
import type { ModelMenuData } from "~/models/model-range/catalogue";
import { MODEL_MENU_PATH } from "~/models/model-range/model-menu";
import type { MenuItem, TemplateName } from "~/tenants/schema";
import { cx } from "../classNames";
import { SiteLink } from "../SiteLink";
import { isCurrentSection } from "./current-section";
import { BrandMenu } from "../models/BrandMenu";
import { loadModelMenuTabs, ModelMenu } from "../models/ModelMenu";
import * as styles from "./MainNav.css";
import * as headerStyles from "./SiteHeader.css";
import { MAIN_NAV_ID } from "./parts";

/**
 * The main navigation: a stacked list on phones (opened by the Menu toggle), a row of
 * dropdowns from lg that open on hover and keyboard focus, so it works without JavaScript.
 */
export function MainNav({
  items,
  template,
  className,
  hasModelMenu,
  brandMenus,
}: {
  items: MenuItem[];
  template: TemplateName;
  className?: string;
  hasModelMenu: boolean;
  brandMenus: readonly BrandMenuData[];
}) {
  return (
    <nav
      id={MAIN_NAV_ID}
      aria-label="Main"
      className={cx(headerStyles.nav, styles.navVariant[template], className)}
    >
      <ul className={styles.menu}>
        {items.map((item) =>
          hasModelMenu && item.href === "/models" ? (
            <ModelMenuEntry key={`${item.label}|${item.href}`} item={item} />
          ) : (
            <TopLevelEntry
              key={`${item.label}|${item.href ?? ""}`}
              item={item}
              dropdown={dropdownOf(item, brandMenus)}
            />
          ),
        )}
      </ul>
    </nav>
  );
}

/**
 * The New Vehicles entry of a tenant with models (vehicle-page §2 model dropdown). Its cards
 * were a third of every page's HTML: they are fetched when the menu first opens
 * (hover, touch or keyboard focus), the side links showing meanwhile. Without JavaScript the
 * dropdown has its side links and New Vehicles links to /models, which shows every card.
 */
function ModelMenuEntry({ item }: { item: MenuItem }) {
  const menu = useFetcher<ModelMenuData>({ key: "model-menu" });
  const load = () => {
    if (menu.state !== "idle" || menu.data) return;
    menu.load(MODEL_MENU_PATH);
    void loadModelMenuTabs();
  };
  const links = (item.children ?? []).flatMap((child) => (child.href ? [{ label: child.label, href: child.href }] : []));
  return (
    <TopLevelEntry
      item={item}
      onOpen={load}
      dropdown={
        <ModelMenu
          tabs={menu.data?.tabs ?? []}
          loading={menu.state === "loading"}
          links={links}
          className={styles.submenu}
          linkClassName={styles.subLink}
        />
      }
    />
  );
}

/** A brand mega-menu for a group's entry of dealerships (vehicle-page §2), else the plain list. */
function dropdownOf(item: MenuItem, brandMenus: readonly BrandMenuData[]): ReactNode {
  const children = item.children ?? [];
  if (children.length === 0) return null;
  const tiles = brandMenus.find((menu) => menu.label === item.label)?.tiles;
  return tiles ? <BrandMenu tiles={tiles} className={styles.submenu} /> : <SubMenu items={children} className={styles.submenu} />;
}

function TopLevelEntry({ item, dropdown, onOpen }: { item: MenuItem; dropdown: ReactNode; onOpen?: () => void }) {
  const { pathname } = useLocation();
  const hasDropdown = dropdown !== null;
  const linkClass = cx(styles.topLink, hasDropdown && styles.hasDropdown);
  return (
    <li className={styles.menuItem} onPointerEnter={onOpen} onFocus={onOpen}>
      {item.href ? (
        isExternal(item.href) ? (
          <a href={item.href} className={linkClass}>
            {item.label}
          </a>
        ) : (
          <SiteLink
            href={item.href}
            className={linkClass}
            aria-current={isCurrentSection(pathname, item.href) ? "page" : undefined}
          >
            {item.label}
          </SiteLink>
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
    <SiteLink href={href} className={className}>
      {children}
    </SiteLink>
  );
}

function isExternal(href: string): boolean {
  return /^https?:\/\//.test(href);
}
