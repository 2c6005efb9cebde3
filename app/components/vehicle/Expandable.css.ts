import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/**
 * The toggle sits below what it reveals: a <details> laid out in reverse, so the summary
 * (the Show More button) follows the extra items in browsers that lay out <details> as flex;
 * older ones show it above, which still works.
 */
export const details = style({
  display: "flex",
  flexDirection: "column-reverse",
});

export const summary = style({
  alignSelf: "flex-start",
  marginTop: vars.space.xs,
  color: vars.color.brandText,
  fontWeight: vars.fontWeight.bold,
  cursor: "pointer",
  listStyle: "none",
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    "&:hover": { textDecoration: "underline" },
  },
});

export const whenClosed = style({
  selectors: { [`${details}[open] &`]: { display: "none" } },
});

export const whenOpen = style({
  display: "none",
  selectors: { [`${details}[open] &`]: { display: "inline" } },
});

/** Text cut short: hidden once its <details> with the whole text is open. */
export const shortText = style({
  selectors: { [`*:has(> ${details}[open]) > &`]: { display: "none" } },
});
