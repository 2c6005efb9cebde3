import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** Wide tables scroll sideways inside their own box on a phone, never the page. */
export const wrap = style({
  overflowX: "auto",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surface,
  selectors: {
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});

export const table = style({
  width: "100%",
  minWidth: "40rem",
  borderCollapse: "collapse",
  fontVariantNumeric: "tabular-nums",
});

export const caption = style({
  padding: vars.space.md,
  textAlign: "start",
  fontWeight: vars.fontWeight.bold,
  fontSize: "1.0625rem",
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
  textAlign: "start",
  verticalAlign: "top",
});

globalStyle(`${table} thead th`, {
  backgroundColor: vars.color.surfaceAlt,
  fontSize: "0.875rem",
});

globalStyle(`${table} tbody tr:last-child`, {
  backgroundColor: vars.color.surfaceAlt,
});
