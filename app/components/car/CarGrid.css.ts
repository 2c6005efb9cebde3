import { globalStyle, style } from "@vanilla-extract/css";
import { bareList, emptyNotice } from "~/styles/recipes.css";
import { media, vars } from "~/styles/theme.css";

/** One column under 576 px, two from 576, three from 992. */
export const grid = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.md,
  ...bareList,
  "@media": {
    [media.sm]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [media.lg]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))", gap: vars.space.lg },
  },
});

/** Each car's item, by the grid's rule rather than a class on each (21 a search page). */
globalStyle(`${grid} > li`, {
  display: "flex",
  flexDirection: "column",
  minWidth: 0,
});

export const empty = style({
  ...emptyNotice,
  padding: `${vars.space.xl} ${vars.space.md}`,
  backgroundColor: vars.color.surface,
});

export const emptyText = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: "1.125rem",
  fontWeight: vars.fontWeight.medium,
});
