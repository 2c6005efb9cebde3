/*
 * The "Find a make" box above the make list: on a site with many makes, typing narrows the
 * list to the makes that match, rather than scrolling for one behind Show all makes.
 */

/** A list this long or shorter is read at a glance; a longer one gets the box. */
export const MAKE_FINDER_ABOVE = 20;

export function showsMakeFinder(makeCount: number): boolean {
  return makeCount > MAKE_FINDER_ABOVE;
}

const words = (text: string) => text.toLowerCase().split(/[\s-]+/).filter(Boolean);

/**
 * Whether a make matches what was typed: each typed word starts one of its words ("rover"
 * finds Land Rover, "merc" Mercedes-Benz), or the typed text starts its name written
 * together ("landro" finds Land Rover). Blank text matches every make.
 */
export function makeMatches(make: string, typed: string): boolean {
  const wanted = words(typed);
  if (wanted.length === 0) return true;
  const own = words(make);
  return wanted.every((word) => own.some((part) => part.startsWith(word))) || own.join("").startsWith(wanted.join(""));
}
