import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const questions = style({ display: "grid", gap: vars.space.md, minWidth: 0 });

export const question = style({
  display: "grid",
  gap: vars.space.xs,
  minWidth: 0,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const legend = style({
  float: "left",
  width: "100%",
  padding: 0,
  marginBottom: vars.space.xxs,
  fontWeight: vars.fontWeight.bold,
});

export const hint = style({ margin: 0, fontSize: "0.875rem", color: vars.color.textMuted });

export const options = style({
  display: "grid",
  gap: vars.space.xs,
  "@media": {
    [media.md]: { gridTemplateColumns: "repeat(auto-fit, minmax(12rem, 1fr))" },
  },
});

/** A whole row to tap, not only the small circle. */
export const option = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: "2.75rem",
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
  cursor: "pointer",
  selectors: {
    "&:has(input:checked)": { borderColor: vars.color.brand, boxShadow: `inset 0 0 0 1px ${vars.color.brand}` },
  },
});

export const radio = style({
  flexShrink: 0,
  width: "1.125rem",
  height: "1.125rem",
  margin: 0,
  accentColor: vars.color.brand,
});

export const error = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: "0.8125rem",
  fontWeight: vars.fontWeight.medium,
});
