import { makeLogoUrl } from "~/models/search/make-logos";

/*
 * The brand mega-menu of a dealer group (vehicle-page §2 "Brand mega-menu with logo tiles"):
 * a menu entry whose every link names one of the group's dealerships opens as logo tiles,
 * each with its dealership's logo or, without one, its make's badge.
 */

export interface BrandTile {
  label: string;
  href: string;
  logoUrl: string | null;
  /** The make the dealership sells, under its name on the tile. */
  make: string | null;
}

interface MenuEntry {
  label: string;
  href?: string;
  children?: MenuEntry[];
}

interface GroupDealership {
  name: string;
  manufacturers: readonly string[];
  logoUrl?: string;
}

/** The entry's tiles, or null when it is not a brand menu (a single dealer, or other links). */
export function brandMenuTiles(item: MenuEntry, dealerships: readonly GroupDealership[]): BrandTile[] | null {
  const children = item.children ?? [];
  if (dealerships.length < 2 || children.length < 2) return null;
  const tiles: BrandTile[] = [];
  for (const child of children) {
    const dealership = dealerships.find((candidate) => candidate.name === child.label);
    if (!dealership || !child.href) return null;
    const make = dealership.manufacturers[0] ?? null;
    tiles.push({
      label: child.label,
      href: child.href,
      logoUrl: dealership.logoUrl ?? (make ? makeLogoUrl(make) : null),
      make,
    });
  }
  return tiles;
}

/** A main menu entry's brand tiles, worked out by the root loader: the make badges' table stays on the server. */
export interface BrandMenu {
  label: string;
  tiles: BrandTile[];
}

/** The brand menus among a main menu's entries. */
export function brandMenus(items: readonly MenuEntry[], dealerships: readonly GroupDealership[]): BrandMenu[] {
  return items.flatMap((item) => {
    const tiles = brandMenuTiles(item, dealerships);
    return tiles ? [{ label: item.label, tiles }] : [];
  });
}
