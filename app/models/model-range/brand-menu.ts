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
