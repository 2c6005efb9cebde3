import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const tiles = style({
  display: "grid",
  gridTemplateColumns: "1fr",
  gap: vars.space.sm,
  listStyle: "none",
  margin: `${vars.space.lg} 0 0`,
  padding: 0,
  "@media": {
    [media.sm]: { gridTemplateColumns: "repeat(2, 1fr)" },
  },
});

export const tile = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  padding: vars.space.md,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `4px solid ${vars.color.brand}`,
  borderRadius: vars.radius.medium,
});

export const title = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: "1.0625rem",
  color: vars.color.text,
});

export const text = style({
  color: vars.color.textMuted,
  lineHeight: 1.45,
});
