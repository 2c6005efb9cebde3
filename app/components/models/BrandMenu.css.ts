import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

/** From lg the tiles sit in a grid; in the stacked small-screen menu they are a list. */
export const panel = style({
  "@media": {
    [media.lg]: {
      width: "min(36rem, calc(100vw - 4rem))",
      // Columns, not a grid: the header's dropdown rule decides display (none until opened).
      columnCount: 2,
      columnGap: vars.space.xs,
      padding: vars.space.sm,
    },
  },
});

export const item = style({
  breakInside: "avoid",
  paddingBottom: vars.space.xs,
});

export const tile = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  columnGap: vars.space.sm,
  alignItems: "center",
  paddingBlock: vars.space.xs,
  color: "inherit",
  textDecoration: "none",
  "@media": {
    [media.lg]: {
      padding: vars.space.sm,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.medium,
      selectors: {
        "&:hover": { borderColor: vars.color.brand, backgroundColor: vars.color.surfaceAlt, color: vars.color.text },
      },
    },
  },
});

export const logo = style({
  width: "2rem",
  height: "2rem",
  "@media": {
    [media.lg]: { width: "3rem", height: "3rem" },
  },
});

export const name = style({
  fontWeight: vars.fontWeight.bold,
});

