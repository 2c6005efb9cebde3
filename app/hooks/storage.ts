/**
 * Local storage for the enhancements (panel state, search history, favourites mirror). A
 * browser may refuse storage (blocked cookies, a full quota): the page then works as it does
 * without JavaScript, so a refusal reads as nothing stored and a write is skipped.
 */

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Refused: see above; nothing is lost that the server does not keep.
  }
}
