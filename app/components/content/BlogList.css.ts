import { style } from "@vanilla-extract/css";
import { bareList, raisedCard } from "~/styles/recipes.css";
import { media, vars } from "~/styles/theme.css";

export const list = style({
  display: "grid",
  gap: vars.space.md,
  ...bareList,
  "@media": {
    [media.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [media.xl]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
  },
});

export const card = style({
  display: "grid",
  alignContent: "start",
  gap: vars.space.xs,
  height: "100%",
  padding: vars.space.lg,
  ...raisedCard,
});

export const title = style({
  margin: 0,
  fontSize: "1.25rem",
});

export const date = style({
  color: vars.color.textMuted,
  fontSize: "0.875rem",
});

export const summary = style({
  margin: 0,
});
