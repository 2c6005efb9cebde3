import { style } from "@vanilla-extract/css";
import { formControl } from "~/styles/recipes.css";
import { vars } from "~/styles/theme.css";

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.xxs,
});

/** The make's badge, 24 px; an empty one of the same size keeps names in line. */
export const logo = style({
  flex: "none",
  width: "24px",
  height: "24px",
  borderRadius: "50%",
});

/** "Select models" under a make: a small link-like toggle, the models indented. */
export const models = style({
  marginInlineStart: `calc(1.125rem + ${vars.space.xs})`,
});

const toggle = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxs,
  listStyle: "none",
  paddingBlock: vars.space.xxs,
  color: vars.color.brandText,
  fontSize: "0.875rem",
  fontWeight: vars.fontWeight.medium,
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    "&:hover": { textDecoration: "underline" },
  },
});

export const modelsToggle = style([
  toggle,
  {
    selectors: {
      "&::after": { content: '"+"', fontWeight: vars.fontWeight.bold },
      [`${models}[open] > &::after`]: { content: '"−"' },
    },
  },
]);

/** An unchosen make's Select models: a link to the search with the make chosen. */
export const modelsLink = style([
  toggle,
  {
    display: "flex",
    width: "fit-content",
    textDecoration: "none",
    selectors: { "&::after": { content: '"+"', fontWeight: vars.fontWeight.bold } },
  },
]);

export const modelList = style({
  paddingBlock: vars.space.xxs,
  paddingInlineStart: vars.space.xs,
  borderInlineStart: `2px solid ${vars.color.border}`,
});

export const showAll = style({
  marginTop: vars.space.xs,
});

/** Both texts are in the markup; the open state picks which one shows (no JavaScript). */
export const showAllToggle = style([toggle, { fontSize: "0.9375rem", selectors: { "&[hidden]": { display: "none" } } }]);

export const showText = style({
  selectors: { [`${showAll}[open] > ${showAllToggle} > &`]: { display: "none" } },
});

export const hideText = style({
  display: "none",
  selectors: { [`${showAll}[open] > ${showAllToggle} > &`]: { display: "inline" } },
});

export const showAllBody = style({
  paddingTop: vars.space.xxs,
});

/** The Find a make box above a long make list. */
export const finder = style({
  paddingBottom: vars.space.xs,
});

export const finderInput = style({
  ...formControl,
  width: "100%",
});

export const finderNote = style({
  margin: `${vars.space.xxs} 0 0`,
  fontSize: "0.875rem",
  color: vars.color.textMuted,
});
