import { slugify } from "~/models/slug";

/**
 * Make logos for the make list and the manufacturer directory (search-journey §2 "Make list
 * with logos", §3 "Manufacturer list entry: id, name, slug, logo url (a large fixed list of
 * makes)"). Real logos are trademarks and the site works offline, so each make gets a neutral
 * lettermark badge drawn by /makes/{slug}.svg: its initials on a colour of its own.
 */

/** The makes sold in Australia, cars, trucks and caravans, as dealers write them. */
export const MANUFACTURERS: readonly string[] = [
  "Abarth", "Alfa Romeo", "Aston Martin", "Audi", "Avan", "Bentley", "BMW", "BYD", "Cadillac",
  "Chery", "Chevrolet", "Chrysler", "Citroen", "Coromal", "Crusader", "Cupra", "Dodge", "Ferrari",
  "Fiat", "Ford", "Foton", "Fuso", "Genesis", "GWM", "Haval", "Hino", "Holden", "Honda", "HSV",
  "Hyundai", "INEOS", "Infiniti", "Isuzu", "Iveco", "Jaguar", "Jayco", "Jeep", "Kenworth", "Kia",
  "Lamborghini", "Land Rover", "LDV", "Leapmotor", "Lexus", "Lotus", "Lotus Caravans", "Mack", "Maserati", "Mazda",
  "McLaren", "Mercedes-Benz", "MG", "Mini", "Mitsubishi", "Nissan", "Peugeot", "Polestar",
  "Porsche", "RAM", "Renault", "Rolls-Royce", "Scania", "Skoda", "SsangYong", "Subaru", "Suzuki",
  "Swift", "Tesla", "Toyota", "UD Trucks", "Volkswagen", "Volvo", "Western Star", "Windsor", "Zeekr",
];

const bySlug = new Map(MANUFACTURERS.map((name) => [slugify(name), name]));

/** The make a logo slug stands for ("mercedes-benz" → "Mercedes-Benz"); undefined for others. */
export function manufacturerForSlug(slug: string): string | undefined {
  return bySlug.get(slug);
}

/** The make's badge, or null for a make outside the list (its name then stands alone). */
export function makeLogoUrl(make: string): string | null {
  const slug = slugify(make);
  return bySlug.has(slug) ? `/makes/${slug}.svg` : null;
}

/**
 * The badge's letters: a short all-capitals name as it is (BMW, MG, LDV), else the first
 * letter of up to two words ("Land Rover" → "LR", "Mercedes-Benz" → "MB", "Toyota" → "T").
 */
export function makeInitials(make: string): string {
  const name = make.trim();
  if (/^[A-Z0-9]{2,3}$/.test(name)) return name;
  const words = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .split(/[\s-]+/)
    .filter((word) => /^[A-Za-z0-9]/.test(word));
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("");
}

/** A hue from the name (FNV-1a), so a make keeps its colour across pages, tenants and builds. */
export function makeHue(make: string): number {
  let hash = 0x811c9dc5;
  for (const char of make.toLowerCase()) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 360;
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.codePointAt(0)};`);

/**
 * The badge: white initials on a dark circle of the make's hue (dark enough for white text on
 * every hue). Shown at 24 px beside the name, so the letters are few and heavy.
 */
export function makeLogoSvg(make: string): string {
  const initials = makeInitials(make);
  const fontSize = initials.length >= 3 ? 15 : initials.length === 2 ? 19 : 24;
  const name = escapeXml(make);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48" role="img" aria-label="${name}">`,
    `<title>${name}</title>`,
    `<circle cx="24" cy="24" r="24" fill="hsl(${makeHue(make)} 55% 30%)"/>`,
    `<text x="24" y="24" dy="0.35em" text-anchor="middle" fill="#fff" font-family="Arial, Helvetica, sans-serif" font-size="${fontSize}" font-weight="700">${escapeXml(initials)}</text>`,
    `</svg>`,
  ].join("");
}
