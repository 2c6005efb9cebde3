import { style } from "@vanilla-extract/css";
import { bareList, raisedCard } from "~/styles/recipes.css";
import { media, vars } from "~/styles/theme.css";

export const section = style({
  paddingBlockEnd: vars.space.xxl,
});

export const tiles = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space.sm,
  ...bareList,
  "@media": {
    [media.md]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))", gap: vars.space.md },
    [media.xl]: { gridTemplateColumns: "repeat(6, minmax(0, 1fr))" },
  },
});

/** The badge above the make and its count: a long make ("Lotus Caravans") wraps between words. */
export const tile = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.xxs,
  height: "100%",
  padding: vars.space.md,
  ...raisedCard,
  color: vars.color.text,
  textDecoration: "none",
  transition: "border-color 120ms ease, box-shadow 120ms ease",
  selectors: {
    "&:hover": {
      color: vars.color.text,
      borderColor: vars.color.brand,
      boxShadow: vars.shadow.medium,
    },
  },
});

export const logo = style({
  marginBottom: vars.space.xs,
  width: "40px",
  height: "40px",
  borderRadius: "50%",
});

export const make = style({
  maxWidth: "100%",
  overflowWrap: "break-word",
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.heading,
  fontSize: "1.0625rem",
  lineHeight: 1.2,
});

export const count = style({
  color: vars.color.textMuted,
  fontSize: "0.875rem",
  fontVariantNumeric: "tabular-nums",
});

