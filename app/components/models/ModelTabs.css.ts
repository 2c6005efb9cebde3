import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const nav = style({
  marginBottom: vars.space.lg,
  overflowX: "auto",
});

export const list = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const tab = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxs,
  minHeight: "2.75rem",
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  textDecoration: "none",
  whiteSpace: "nowrap",
  selectors: {
    "&:hover": { borderColor: vars.color.brand, color: vars.color.text },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.brandContrast,
    },
  },
});

/** Full colour, not faded: the count sits on the brand colour of the current tab too. */
export const count = style({
  fontWeight: vars.fontWeight.normal,
});
