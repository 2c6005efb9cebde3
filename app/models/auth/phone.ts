/** The one message for a number we cannot send a code to. */
export const INVALID_MOBILE_MESSAGE = "Please enter a valid Australian mobile number.";

export type PhoneParse = { ok: true; phone: string } | { ok: false; message: string };

/**
 * An Australian mobile as typed (0412 345 678, 0412-345-678, +61 412 345 678, 61412345678)
 * in E.164, +614 and 8 digits: the form the SMS provider takes and the users table keys on,
 * so one shopper is one user however they type their number. Sign-in codes go by SMS, so
 * only mobiles (04…) are accepted; a landline could never receive one.
 */
export function normaliseMobile(input: string): PhoneParse {
  const compact = input.trim().replace(/[\s\-().]/g, "");
  const match = /^(?:\+?61|0)(4\d{8})$/.exec(compact);
  return match ? { ok: true, phone: `+61${match[1]}` } : { ok: false, message: INVALID_MOBILE_MESSAGE };
}

/** +61412345678 as an Australian reads it: 0412 345 678. */
export function formatMobile(e164: string): string {
  const local = e164.startsWith("+61") ? `0${e164.slice(3)}` : e164;
  return local.length === 10 ? `${local.slice(0, 4)} ${local.slice(4, 7)} ${local.slice(7)}` : local;
}
