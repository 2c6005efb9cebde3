import { style } from "@vanilla-extract/css";
import { accentPill } from "~/styles/shared.css";
import { raisedCard } from "~/styles/recipes.css";
import { media, vars } from "~/styles/theme.css";

/** The single-location hero: details and map beside the hours on large screens. */
export const hero = style({
  display: "grid",
  gap: vars.space.lg,
  padding: vars.space.lg,
  ...raisedCard,
  "@media": {
    [media.lg]: { gridTemplateColumns: "minmax(0, 1.1fr) minmax(0, 1fr)", padding: vars.space.xl },
  },
});

export const details = style({
  display: "grid",
  alignContent: "start",
  gap: vars.space.sm,
});

export const type = style([accentPill, { justifySelf: "start" }]);

export const name = style({
  margin: 0,
  fontSize: "clamp(1.375rem, 1.1rem + 1vw, 2rem)",
});

export const address = style({
  fontStyle: "normal",
  color: vars.color.textMuted,
});

export const facts = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  fontSize: "0.9375rem",
});

export const factTerm = style({
  fontWeight: vars.fontWeight.bold,
});

export const factValue = style({
  margin: 0,
  overflowWrap: "anywhere",
});

/** A static map: the address on a tinted panel and a link out; no map service is called. */
export const map = style({
  display: "grid",
  placeItems: "center",
  gap: vars.space.xs,
  minHeight: "10rem",
  padding: vars.space.lg,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceAlt,
  backgroundImage: `repeating-linear-gradient(45deg, transparent 0 22px, ${vars.color.border} 22px 23px)`,
  textAlign: "center",
  scrollMarginTop: vars.space.lg,
});

export const mapPin = style({
  width: "2.5rem",
  height: "2.5rem",
  color: vars.color.brandText,
});

export const mapAddress = style({
  margin: 0,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
  fontWeight: vars.fontWeight.bold,
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
});
