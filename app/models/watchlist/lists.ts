/**
 * The visitor's favourites and compare lists (search-journey §1): car ids kept in a
 * cookie, so the switches work without JavaScript. Compare holds up to 3 cars side by side.
 */
export const FAVOURITES_LIMIT = 50;
export const COMPARE_LIMIT = 3;

/** What each card's Save and Compare buttons post (parsed by list-change.ts's schema). */
export interface ListChange {
  car_id: number;
  intent: "add" | "remove";
}

/** A cookie's value as ids; anything unreadable is dropped rather than failing the page. */
export function parseIdList(value: unknown, limit: number): number[] {
  if (typeof value !== "string") return [];
  const ids = value
    .split(",")
    .map((part) => Number(part))
    .filter((id) => Number.isInteger(id) && id > 0);
  return [...new Set(ids)].slice(-limit);
}

export function serializeIdList(ids: readonly number[]): string {
  return ids.join(",");
}

/**
 * Adds or removes a car. A list at its limit drops its oldest car to make room: the newest
 * choice wins, as a shopper comparing a fourth car expects.
 */
export function changeList(ids: readonly number[], change: ListChange, limit: number): number[] {
  const without = ids.filter((id) => id !== change.car_id);
  if (change.intent === "remove") return without;
  return [...without, change.car_id].slice(-limit);
}
