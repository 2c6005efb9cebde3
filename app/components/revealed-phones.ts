/*
 * The numbers a visitor revealed with JavaScript on the page, by car (search-journey §4). One
 * Show number answers for the car, so every place that offers to call about it may dial it:
 * the vehicle page's sticky Call Now led to the Show number button even after its number was
 * on screen. Without JavaScript the reveal reloads the page (`?reveal=`) and every place shows
 * it from the loader. A number is forgotten when the link that revealed it goes (another page).
 */

const revealedByCar = new Map<number, string>();
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

export function rememberRevealedPhone(carId: number, phone: string): void {
  if (revealedByCar.get(carId) === phone) return;
  revealedByCar.set(carId, phone);
  changed();
}

/** Forgets the car's number if it is still `phone` (a later reveal of another number stays). */
export function forgetRevealedPhone(carId: number, phone: string): void {
  if (revealedByCar.get(carId) !== phone) return;
  revealedByCar.delete(carId);
  changed();
}

export function revealedPhoneOf(carId: number): string | undefined {
  return revealedByCar.get(carId);
}

/** For useSyncExternalStore. */
export function subscribeToRevealedPhones(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
