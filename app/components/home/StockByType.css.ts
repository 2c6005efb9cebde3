import { style, styleVariants } from "@vanilla-extract/css";
import { bareList, raisedCard } from "~/styles/recipes.css";
import { media, vars } from "~/styles/theme.css";

export const section = style({
  paddingBlock: vars.space.xxl,
});

export const tiles = style({
  display: "grid",
  gridTemplateColumns: "1fr",
  gap: vars.space.md,
  ...bareList,
  "@media": {
    [media.sm]: { gridTemplateColumns: "repeat(auto-fit, minmax(11rem, 1fr))" },
    [media.lg]: { gap: vars.space.lg },
  },
});

/** One or two tiles keep a tile's width instead of stretching across the page. */
export const tileCount = styleVariants({
  1: { maxWidth: "26rem" },
  2: { maxWidth: "54rem" },
  3: {},
});

export const tile = style({
  position: "relative",
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  height: "100%",
  padding: vars.space.lg,
  ...raisedCard,
  color: vars.color.text,
  textDecoration: "none",
  transition: "border-color 120ms ease, box-shadow 120ms ease, transform 120ms ease",
  selectors: {
    "&:hover": {
      color: vars.color.text,
      borderColor: vars.color.brand,
      boxShadow: vars.shadow.medium,
    },
  },
  "@media": {
    [media.sm]: {
      flexDirection: "column",
      alignItems: "flex-start",
      justifyContent: "flex-start",
      padding: vars.space.xl,
    },
    "(prefers-reduced-motion: no-preference)": {
      selectors: { "&:hover": { transform: "translateY(-2px)" } },
    },
  },
});

export const label = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.heading,
  fontSize: "1.25rem",
  lineHeight: 1.2,
});

export const count = style({
  display: "flex",
  alignItems: "baseline",
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: "0.9375rem",
  whiteSpace: "nowrap",
});

export const number = style({
  color: vars.color.text,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  fontSize: "2rem",
  lineHeight: 1,
  fontVariantNumeric: "tabular-nums",
  "@media": {
    [media.sm]: { fontSize: "2.75rem" },
  },
});

export const viewAll = style({
  display: "none",
  marginTop: "auto",
  paddingTop: vars.space.md,
  fontWeight: vars.fontWeight.bold,
  fontSize: "0.9375rem",
  textDecoration: "underline",
  textDecorationColor: vars.color.brand,
  textDecorationThickness: "2px",
  textUnderlineOffset: "0.25em",
  "@media": {
    [media.sm]: { display: "block" },
  },
});

/** The brand colour on the arrow only: a tenant's brandColor may be too light for text. */
export const arrow = style({
  color: vars.color.brandText,
});

export const updating = style({
  margin: 0,
  padding: vars.space.lg,
  backgroundColor: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  fontSize: "1.0625rem",
});
