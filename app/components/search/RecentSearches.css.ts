import { style } from "@vanilla-extract/css";
import { pillLink, pillList } from "~/styles/recipes.css";
import { vars } from "~/styles/theme.css";

export const recent = style({
  paddingBottom: vars.space.sm,
});

export const heading = style({
  margin: `0 0 ${vars.space.xxs}`,
  fontSize: "0.8125rem",
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const list = style({ ...pillList, gap: vars.space.xxs });

export const link = style({
  display: "inline-block",
  maxWidth: "100%",
  lineHeight: "2rem",
  paddingInline: vars.space.sm,
  ...pillLink,
  backgroundColor: vars.color.surfaceAlt,
  fontSize: "0.8125rem",
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});
