import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** Spaced as the page's paragraphs (global.css.ts). */
export const paragraph = style({
  margin: "0 0 1em",
});

export const list = style({
  display: "grid",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const body = style({
  padding: vars.space.md,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

export const bodyName = style({
  display: "block",
  fontWeight: vars.fontWeight.bold,
});

export const advice = style({
  marginTop: vars.space.lg,
  fontWeight: vars.fontWeight.bold,
});
