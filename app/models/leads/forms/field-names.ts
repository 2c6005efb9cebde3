// Apart from fields.ts (zod) so the cards' Request photos form can name them without zod.
// Hidden fields every lead form carries (spam protection and the double-submit guard).
export const FORM_TOKEN_FIELD = "form_token";
export const FORM_STAMP_FIELD = "form_stamp";
/** Left empty by people (it is visually hidden); bots filling every input fill it too. */
export const HONEYPOT_FIELD = "website";
/** The name under which the ALTCHA widget posts its solution. */
export const ALTCHA_FIELD = "altcha";
/** Past the quiet limit, the signed word that the shopper was asked to send once more and did. */
export const LEAD_CONFIRM_FIELD = "lead_confirm";
