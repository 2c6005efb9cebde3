import { style } from "@vanilla-extract/css";
import { formControl, raisedCard } from "~/styles/recipes.css";
import { media, vars } from "~/styles/theme.css";

export const section = style({
  paddingBlockEnd: vars.space.xxl,
});

/** The two prices stacked, then side by side with the View button from 768 px. */
export const form = style({
  display: "grid",
  gap: vars.space.lg,
  padding: vars.space.lg,
  ...raisedCard,
  "@media": {
    [media.md]: {
      gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr) auto",
      alignItems: "end",
      gap: vars.space.xl,
      padding: vars.space.xl,
    },
  },
});

/** A price's label with its amount on the right, the control below both. */
export const field = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto",
  alignItems: "baseline",
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({
  fontSize: "0.875rem",
  fontWeight: vars.fontWeight.medium,
});

export const amount = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  fontSize: "1.25rem",
  fontVariantNumeric: "tabular-nums",
});

export const slider = style({
  gridColumn: "1 / -1",
  width: "100%",
  minHeight: "2.75rem",
  margin: 0,
  accentColor: vars.color.brand,
  cursor: "pointer",
});

/** Without JavaScript: the amount typed into a box. */
export const box = style({
  ...formControl,
  gridColumn: "1 / -1",
  width: "100%",
  fontVariantNumeric: "tabular-nums",
});

export const view = style({
  width: "100%",
  "@media": {
    [media.md]: { width: "auto", minWidth: "8rem" },
  },
});
