/** search-journey §4: "only the first 5 characters show until the visitor clicks". */
export const MASKED_PHONE_LENGTH = 5;

/**
 * A masked number: its first 5 characters, then an ellipsis (search-journey §4). Here, not
 * with the car display rules: the header's number uses it on every page, and those rules
 * were 1 kB gzip of every page's JavaScript.
 */
export function maskPhone(phone: string): string {
  return `${phone.slice(0, MASKED_PHONE_LENGTH).trimEnd()}…`;
}

/** Whether a number is only its masked form (a page of a masking tenant, not revealed yet). */
export function isMaskedPhone(phone: string): boolean {
  return phone.endsWith("…");
}
