/*
 * The URL parameters of the search box's understanding (understand-query.ts, decision 055),
 * apart from its rule so the forms that send them carry no more code than these names.
 */

/** The parameter the search box's submit sends: read the text, then redirect to its filters. */
export const UNDERSTAND_PARAM = "understand";
/** The URL parameter that names what the box understood, one per filter: `colour:White`, `price`. */
export const UNDERSTOOD_PARAM = "understood";
