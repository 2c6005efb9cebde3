import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const field = style({
  display: "grid",
  gap: vars.space.xxs,
  fontSize: "0.875rem",
  fontWeight: vars.fontWeight.medium,
});

export const select = style({
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
