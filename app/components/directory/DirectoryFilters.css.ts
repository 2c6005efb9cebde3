import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

/** Fields side by side from 768 px, stacked on phones. */
export const form = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.md,
  marginBottom: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceAlt,
  "@media": {
    [media.md]: {
      gridTemplateColumns: "repeat(auto-fit, minmax(12rem, 1fr))",
      alignItems: "end",
    },
  },
});

export const field = style({
  display: "grid",
  gap: vars.space.xxs,
  fontSize: "0.875rem",
  fontWeight: vars.fontWeight.medium,
});

export const control = style({
  width: "100%",
  minHeight: "2.75rem",
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: "1rem",
  fontWeight: vars.fontWeight.normal,
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
});

export const clear = style({
  color: vars.color.text,
});
