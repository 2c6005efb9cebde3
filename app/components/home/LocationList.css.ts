import { style } from "@vanilla-extract/css";
import { accentPill } from "~/styles/shared.css";
import { raisedCard } from "~/styles/recipes.css";
import { media, vars } from "~/styles/theme.css";

export const section = style({
  paddingBlock: vars.space.xxl,
  scrollMarginTop: vars.space.lg,
});

export const headingRow = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: `0 ${vars.space.md}`,
  marginBottom: vars.space.lg,
});

export const heading = style({
  margin: 0,
  fontSize: "clamp(1.5rem, 1.2rem + 1.2vw, 2.125rem)",
});

export const hint = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxs,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: "0.9375rem",
});

/** The spec's rule: on large screens the hint shows only for 3 or fewer locations. */
export const hintHiddenOnLarge = style({
  "@media": {
    [media.lg]: { display: "none" },
  },
});

/** A swipe carousel with CSS scroll snapping: no script needed. */
export const track = style({
  // Contains the cards' visually hidden text, which would otherwise widen the page.
  position: "relative",
  display: "grid",
  gridAutoFlow: "column",
  gridAutoColumns: "min(85%, 22rem)",
  gap: vars.space.md,
  listStyle: "none",
  margin: 0,
  padding: `${vars.space.xxs} ${vars.space.xxs} ${vars.space.md}`,
  marginInline: `calc(-1 * ${vars.space.xxs})`,
  overflowX: "auto",
  overscrollBehaviorX: "contain",
  scrollSnapType: "x mandatory",
  scrollPaddingInline: vars.space.xxs,
  WebkitOverflowScrolling: "touch",
  "@media": {
    [media.sm]: { gridAutoColumns: "calc((100% - 1 * 1rem) / 1.6)" },
    [media.md]: { gridAutoColumns: "calc((100% - 1 * 1rem) / 2.2)" },
    [media.lg]: { gridAutoColumns: `calc((100% - 2 * ${vars.space.lg}) / 3)`, gap: vars.space.lg },
  },
});

export const slide = style({
  scrollSnapAlign: "start",
  display: "flex",
});

export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  width: "100%",
  padding: vars.space.lg,
  ...raisedCard,
});

export const type = style([accentPill, { alignSelf: "flex-start" }]);

export const name = style({
  margin: 0,
  fontSize: "1.25rem",
});

export const address = style({
  fontStyle: "normal",
  color: vars.color.textMuted,
});

export const hours = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  gap: `0.125rem ${vars.space.md}`,
  margin: 0,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: "0.875rem",
});

export const hoursRow = style({
  display: "contents",
});

export const hoursDays = style({
  fontWeight: vars.fontWeight.bold,
});

export const hoursTime = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const note = style({
  margin: 0,
  fontSize: "0.8125rem",
  color: vars.color.textMuted,
});

export const viewLink = style({
  marginTop: "auto",
  alignSelf: "flex-start",
});
