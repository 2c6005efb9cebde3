import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.xxs,
});

// The option's text is a text node between the box and the count (no element of its own):
// the count keeps to the right edge by its auto margin, and long words wrap anywhere.
export const option = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "2.25rem",
  cursor: "pointer",
  overflowWrap: "anywhere",
});

export const checkbox = style({
  flex: "none",
  width: "1.125rem",
  height: "1.125rem",
  margin: 0,
  accentColor: vars.color.brand,
});

export const count = style({
  flex: "none",
  marginInlineStart: "auto",
  minWidth: "2rem",
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceAlt,
  color: vars.color.textMuted,
  fontSize: "0.8125rem",
  textAlign: "center",
});

export const empty = style({
  opacity: 0.6,
});
