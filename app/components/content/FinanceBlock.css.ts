import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const block = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: `${vars.space.sm} ${vars.space.lg}`,
  marginTop: vars.space.xl,
  padding: vars.space.lg,
  backgroundColor: vars.color.banner,
  color: vars.color.bannerText,
  borderRadius: vars.radius.large,
});

export const heading = style({
  flexBasis: "100%",
  margin: 0,
  color: "inherit",
  fontSize: "1.5rem",
});

export const text = style({
  margin: 0,
  flex: "1 1 16rem",
});

export const button = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2.75rem",
  paddingInline: vars.space.lg,
  border: "2px solid currentColor",
  borderRadius: vars.radius.button,
  color: "inherit",
  fontWeight: vars.fontWeight.bold,
  textDecoration: "none",
  selectors: {
    "&:hover": { backgroundColor: vars.color.bannerText, color: vars.color.banner },
  },
});
