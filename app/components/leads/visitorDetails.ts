import { readStorage, writeStorage } from "~/hooks/storage";
import { parseVisitorDetails, visitorDetailsFrom, type VisitorDetails } from "~/models/leads/visitor-details";

/*
 * Where the browser keeps the visitor's details (vehicle-page §7). A form being sent holds
 * them for this tab only; the success page, reached only when the lead was stored, makes
 * them the remembered ones. A form that fails never overwrites what was remembered.
 */

const REMEMBERED_KEY = "lead-visitor-details";
const HELD_KEY = "lead-visitor-details-pending";

export function rememberedVisitorDetails(): VisitorDetails | null {
  return parseVisitorDetails(readStorage(REMEMBERED_KEY));
}

/** Called as a valid form is sent; kept only when name, email and phone are all filled. */
export function holdVisitorDetails(formData: FormData): void {
  const details = visitorDetailsFrom(Object.fromEntries(formData));
  try {
    if (details) window.sessionStorage.setItem(HELD_KEY, JSON.stringify(details));
    else window.sessionStorage.removeItem(HELD_KEY);
  } catch {
    // Storage refused (private mode, blocked cookies): the next form starts empty, as without JavaScript.
  }
}

/** Called by the success page: the lead was stored, so the details it was sent with are kept. */
export function rememberHeldVisitorDetails(): void {
  try {
    const held = parseVisitorDetails(window.sessionStorage.getItem(HELD_KEY));
    window.sessionStorage.removeItem(HELD_KEY);
    if (held) writeStorage(REMEMBERED_KEY, JSON.stringify(held));
  } catch {
    // As above: nothing remembered.
  }
}
