import { style } from "@vanilla-extract/css";
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

export const list = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const chip = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "2.25rem",
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: "0.875rem",
  textDecoration: "none",
  selectors: {
    "&:hover": { borderColor: vars.color.brand, color: vars.color.brandText },
  },
});

export const remove = style({
  fontSize: "1.125rem",
  lineHeight: 1,
});
