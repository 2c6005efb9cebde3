import { style } from "@vanilla-extract/css";
import { brandFill, brandHover, surfaceControl } from "~/styles/recipes.css";
import { vars } from "~/styles/theme.css";

export const nav = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: vars.space.xs,
  paddingBlock: vars.space.lg,
});

export const link = style({
  ...surfaceControl,
  minWidth: "2.75rem",
  minHeight: "2.75rem",
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.small,
  fontWeight: vars.fontWeight.medium,
  textDecoration: "none",
  selectors: {
    "&:hover": brandHover,
    '&[aria-current="page"]': brandFill,
  },
});

export const limit = style({
  maxWidth: "40rem",
  marginInline: "auto",
  marginBlockEnd: vars.space.lg,
  textAlign: "center",
  color: vars.color.textMuted,
});
