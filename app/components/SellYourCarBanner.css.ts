import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const banner = style({
  backgroundColor: vars.color.banner,
  color: vars.color.bannerText,
});

export const inner = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xs,
  paddingBlock: vars.space.sm,
  textAlign: "center",
  "@media": {
    [media.md]: { flexDirection: "row", gap: vars.space.lg },
  },
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  fontSize: "0.9375rem",
  lineHeight: 1.3,
  "@media": {
    [media.md]: { fontSize: "1.0625rem" },
  },
});

export const action = style({
  flex: "none",
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2.5rem",
  paddingInline: vars.space.lg,
  border: `2px solid ${vars.color.bannerText}`,
  borderRadius: vars.radius.button,
  backgroundColor: vars.color.bannerText,
  color: vars.color.banner,
  fontWeight: vars.fontWeight.bold,
  fontSize: "0.9375rem",
  textDecoration: "none",
  whiteSpace: "nowrap",
  selectors: {
    "&:hover": {
      backgroundColor: "transparent",
      color: vars.color.bannerText,
    },
    "&:focus-visible": {
      outlineColor: vars.color.bannerText,
    },
  },
});
