import { style } from "@vanilla-extract/css";
import { brandFill, pillLink, pillList } from "~/styles/recipes.css";
import { vars } from "~/styles/theme.css";

export const nav = style({
  marginBottom: vars.space.lg,
  overflowX: "auto",
});

export const list = style(pillList);

export const tab = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxs,
  minHeight: "2.75rem",
  paddingInline: vars.space.md,
  ...pillLink,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: "nowrap",
  selectors: {
    "&:hover": { borderColor: vars.color.brand, color: vars.color.text },
    '&[aria-current="page"]': brandFill,
  },
});

/** Full colour, not faded: the count sits on the brand colour of the current tab too. */
export const count = style({
  fontWeight: vars.fontWeight.normal,
});
