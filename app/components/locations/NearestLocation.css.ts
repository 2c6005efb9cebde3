import { style } from "@vanilla-extract/css";
import { formControl } from "~/styles/recipes.css";
import { vars } from "~/styles/theme.css";

export const panel = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.lg,
  backgroundColor: vars.color.surfaceAlt,
  borderRadius: vars.radius.large,
  scrollMarginTop: vars.space.lg,
});

export const heading = style({
  margin: 0,
  fontSize: "1.25rem",
});

export const form = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: vars.space.sm,
});

export const field = style({
  display: "grid",
  gap: vars.space.xxs,
  fontWeight: vars.fontWeight.bold,
});

export const input = style({
  width: "8rem",
  ...formControl,
  backgroundColor: vars.color.background,
  // After the shared rule, so the box keeps the text size around it.
  font: "inherit",
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: 2 },
  },
});

export const error = style({
  margin: 0,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.bold,
});

export const result = style({
  margin: 0,
});

export const note = style({
  margin: 0,
  fontSize: "0.875rem",
  color: vars.color.textMuted,
});
