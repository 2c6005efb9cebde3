import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const prize = style({ margin: 0, fontSize: "1.125rem", fontWeight: vars.fontWeight.medium });

export const terms = style({
  display: "grid",
  gap: vars.space.sm,
  marginBlock: vars.space.lg,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceAlt,
  fontSize: "0.9375rem",
});

export const termsTitle = style({ margin: 0, fontSize: "1.125rem" });

export const termsList = style({ display: "grid", gap: vars.space.xs, margin: 0, paddingInlineStart: vars.space.lg });

export const ended = style({
  padding: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.brand}`,
  backgroundColor: vars.color.surface,
  fontWeight: vars.fontWeight.medium,
});
