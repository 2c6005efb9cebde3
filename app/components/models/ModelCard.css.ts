import { style } from "@vanilla-extract/css";
import { raisedCard } from "~/styles/recipes.css";
import { vars } from "~/styles/theme.css";

export const card = style({
  display: "flex",
  flexDirection: "column",
  height: "100%",
  overflow: "hidden",
  ...raisedCard,
  color: vars.color.text,
});

export const compact = style({
  borderRadius: vars.radius.medium,
  boxShadow: "none",
});

export const imageWrap = style({
  position: "relative",
  backgroundColor: vars.color.surfaceAlt,
});

export const image = style({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "16 / 10",
  objectFit: "cover",
});

export const label = style({
  position: "absolute",
  top: vars.space.xs,
  insetInlineStart: vars.space.xs,
  paddingBlock: "0.15rem",
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.brand,
  color: vars.color.brandContrast,
  fontSize: "0.75rem",
  fontWeight: vars.fontWeight.bold,
  letterSpacing: "0.04em",
  textTransform: "uppercase",
});

export const upcoming = style({
  backgroundColor: vars.color.accent,
  color: vars.color.accentContrast,
});

export const body = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  flex: "1 1 auto",
  padding: vars.space.md,
  selectors: {
    [`${compact} &`]: { padding: vars.space.sm, gap: vars.space.xxs },
  },
});

export const name = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.heading,
  fontSize: "1.25rem",
  lineHeight: 1.2,
  selectors: {
    [`${compact} &`]: { fontSize: "1rem" },
  },
});

export const tagline = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const price = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
});

export const links = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.xxs} ${vars.space.md}`,
  marginTop: "auto",
  paddingTop: vars.space.xs,
});

const link = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2rem",
  fontWeight: vars.fontWeight.bold,
  fontSize: "0.9375rem",
  color: vars.color.text,
  textDecoration: "underline",
  textDecorationThickness: "2px",
  textUnderlineOffset: "0.2em",
});

export const explore = style([link, { textDecorationColor: vars.color.brand }]);
export const stock = style([link, { textDecorationColor: vars.color.border }]);
