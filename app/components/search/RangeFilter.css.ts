import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const fieldset = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto minmax(0, 1fr)",
  alignItems: "end",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const field = style({
  display: "grid",
  gap: vars.space.xxs,
  minWidth: 0,
  fontSize: "0.875rem",
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const input = style({
  width: "100%",
  minWidth: 0,
  minHeight: "2.75rem",
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: "1rem",
  fontWeight: vars.fontWeight.normal,
  selectors: {
    "&:invalid": { borderColor: vars.color.danger },
  },
});

export const dash = style({
  paddingBottom: vars.space.sm,
  color: vars.color.textMuted,
});
