import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const nav = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: vars.space.xs,
  paddingBlock: vars.space.lg,
});

export const link = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: "2.75rem",
  minHeight: "2.75rem",
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: "none",
  selectors: {
    "&:hover": { borderColor: vars.color.brand, color: vars.color.brandText },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.brandContrast,
    },
  },
});

export const limit = style({
  maxWidth: "40rem",
  marginInline: "auto",
  marginBlockEnd: vars.space.lg,
  textAlign: "center",
  color: vars.color.textMuted,
});
