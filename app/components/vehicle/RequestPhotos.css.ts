import { style } from "@vanilla-extract/css";
import { formControl, labelledField } from "~/styles/recipes.css";
import { media, vars } from "~/styles/theme.css";

/** Under the placeholder's words, as wide as a sentence: the email box and its button on one line from 576 px. */
export const form = style({
  display: "grid",
  gap: vars.space.sm,
  width: "100%",
  maxWidth: "28rem",
  marginTop: vars.space.xs,
  textAlign: "start",
});

export const label = style({ ...labelledField });

export const emailRow = style({
  display: "grid",
  gap: vars.space.xs,
  "@media": { [media.sm]: { gridTemplateColumns: "minmax(0, 1fr) auto" } },
});

export const input = style({
  width: "100%",
  minWidth: 0,
  font: "inherit",
  ...formControl,
  selectors: { "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "1px" } },
});

export const consent = style({
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr)",
  columnGap: vars.space.sm,
  alignItems: "start",
  fontSize: "0.8125rem",
});

export const checkbox = style({
  width: "1.25rem",
  height: "1.25rem",
  margin: "0.125rem 0 0",
  accentColor: vars.color.brand,
});
