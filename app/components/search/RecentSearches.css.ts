import { style } from "@vanilla-extract/css";
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

export const list = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xxs,
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const link = style({
  display: "inline-block",
  maxWidth: "100%",
  lineHeight: "2rem",
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceAlt,
  color: vars.color.text,
  fontSize: "0.8125rem",
  textDecoration: "none",
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  selectors: {
    "&:hover": { borderColor: vars.color.brand, color: vars.color.brandText },
  },
});
