import { style } from "@vanilla-extract/css";
import { pillLink, pillList } from "~/styles/recipes.css";
import { vars } from "~/styles/theme.css";

export const bar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
  marginBottom: vars.space.md,
});

export const heading = style({
  margin: 0,
  fontSize: "0.875rem",
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const list = style(pillList);

export const chip = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "2.25rem",
  paddingInline: vars.space.sm,
  ...pillLink,
  fontSize: "0.875rem",
});

export const remove = style({
  fontSize: "1.125rem",
  lineHeight: 1,
});
