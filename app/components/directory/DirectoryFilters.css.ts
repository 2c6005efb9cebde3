import { style } from "@vanilla-extract/css";
import { formControl, labelledField } from "~/styles/recipes.css";
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

export const field = style(labelledField);

export const control = style({
  width: "100%",
  ...formControl,
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
