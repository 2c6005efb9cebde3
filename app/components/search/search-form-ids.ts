/** The filter form's id: ResultSummary's Show Me button submits it from outside. */
export const SEARCH_FORM_ID = "search-filters";

/** The Show Me button's id: after it the page goes to the results (search-journey §2). */
export const SHOW_ME_ID = "show-me";
