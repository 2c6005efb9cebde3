import { globalStyle, style } from "@vanilla-extract/css";
import { BOOKMARK_PATH, CHECK_PATH, COMPARE_PATH, HEART_PATH, PIN_PATH } from "~/components/icon-shapes";
import { buttonColoursOf, buttonLookOf } from "~/styles/button-rules";
import { brandFill, brandHover, surfaceControl } from "~/styles/recipes.css";
import { vars } from "~/styles/theme.css";
import { WIDE_CARD } from "./card-width";
import { tag } from "./tag.css";

export const card = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  height: "100%",
  minWidth: 0,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.small,
  overflow: "hidden",
});

/**
 * The picture area keeps its 4:3 box before the image loads, so the grid never jumps; it
 * grows only when a narrow card's Request Photos form needs more room.
 */
export const media = style({
  position: "relative",
  containerType: "inline-size",
  aspectRatio: "4 / 3",
  backgroundColor: vars.color.surfaceAlt,
});

export const image = style({
  position: "relative",
  display: "block",
  width: "100%",
  height: "100%",
  objectFit: "cover",
  /*
   * Browsers draw an <img>'s pseudo-elements only when the picture fails to load, so this
   * is the image-not-found panel (search-journey §8) without JavaScript; with it, CarImage
   * swaps in the full panel.
   */
  "::after": {
    content: '"Image not found"',
    position: "absolute",
    inset: 0,
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
    paddingInline: "3rem",
    textAlign: "center",
    backgroundColor: vars.color.surfaceAlt,
    color: vars.color.text,
    fontFamily: vars.font.heading,
    fontWeight: vars.fontWeight.bold,
    fontSize: "1.125rem",
  },
});

export const imageLink = style({
  display: "block",
  width: "100%",
  height: "100%",
});

/**
 * The strip over the picture's top edge: the tags on the left, favourite, compare and
 * watchlist on the right. One wrapping row, so when a narrow card cannot fit both the
 * buttons move down a line instead of covering COMING SOON, JUST SOLD or RESERVED.
 */
export const mediaTop = style({
  position: "absolute",
  insetBlockStart: vars.space.xs,
  insetInline: vars.space.xs,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: vars.space.xxs,
  pointerEvents: "none",
});

export const tags = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.xxs,
  minWidth: 0,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

// In a file of its own so the vehicle page's tags take only these classes, not the card's.
export { tag };

/*
 * The card's icons are CSS masks over the text colour, drawn before the text they go with,
 * not <svg><use> elements: two elements fewer an icon, three or four icons a card, 21 cards
 * a search page. The shapes are the header's (icon-shapes.ts).
 */
function maskIcon(size: string, shape: string) {
  const url = `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'>${shape}</svg>`,
  )}") center / contain no-repeat`;
  return {
    content: '""',
    flex: "none",
    width: size,
    height: size,
    backgroundColor: "currentColor",
    // Kept in forced colours, where backgrounds are overridden: currentColor is the forced text colour.
    forcedColorAdjust: "none",
    WebkitMask: url,
    mask: url,
  } as const;
}
const stroked = (path: string, fill = "none") =>
  `<path fill='${fill}' stroke='black' stroke-width='2' stroke-linecap='round' stroke-linejoin='round' d='${path}'/>`;

export const locationOverlay = style({
  selectors: { "&::before": maskIcon("0.875rem", `<path d='${PIN_PATH}'/>`) },
  position: "absolute",
  insetBlockEnd: vars.space.xs,
  insetInlineStart: vars.space.xs,
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxs,
  maxWidth: `calc(100% - 2 * ${vars.space.xs})`,
  paddingBlock: "0.15rem",
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.small,
  fontSize: "0.75rem",
  fontWeight: vars.fontWeight.medium,
  whiteSpace: "nowrap",
  overflow: "hidden",
  textOverflow: "ellipsis",
});


/** Favourite and compare sit over the picture's top-right corner: stacked icons on a narrow card. */
export const tools = style({
  position: "relative",
  marginInlineStart: "auto",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  pointerEvents: "auto",
  "@container": {
    [WIDE_CARD]: { flexDirection: "row" },
  },
});

/** Without tags the buttons sit where the strip would put them, at the top right. */
export const toolsAlone = style([
  tools,
  {
    position: "absolute",
    insetBlockStart: vars.space.xs,
    insetInlineEnd: vars.space.xs,
  },
]);

export const toolForm = style({ margin: 0 });

/** The favourite and compare buttons' one form: its buttons are the tools' own flex items. */
export const switchesForm = style({ display: "contents" });

export const toolButton = style({
  ...surfaceControl,
  minHeight: "2.25rem",
  minWidth: "2.25rem",
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  boxShadow: vars.shadow.small,
  font: "inherit",
  fontWeight: vars.fontWeight.medium,
  cursor: "pointer",
  // A narrow card shows the icon only: the word (the button's own text, no element of its
  // own) takes no room; the aria-label names the button either way.
  fontSize: 0,
  "@container": {
    [WIDE_CARD]: { fontSize: "0.8125rem", gap: vars.space.xxs },
  },
  selectors: {
    "&:hover": brandHover,
    '&[aria-pressed="true"]': brandFill,
  },
});

export const favouriteButton = style([
  toolButton,
  {
    selectors: {
      "&::before": maskIcon("1rem", stroked(HEART_PATH)),
      '&[aria-pressed="true"]::before': maskIcon("1rem", stroked(HEART_PATH, "black")),
    },
  },
]);

export const compareButton = style([toolButton, { selectors: { "&::before": maskIcon("1rem", stroked(COMPARE_PATH)) } }]);

/** The garage's watchlist switch (SaveToWatchlist): a bookmark, filled once the car is on the list. */
export const watchlistButton = style([
  toolButton,
  {
    selectors: {
      "&::before": maskIcon("1rem", stroked(BOOKMARK_PATH)),
      '&[aria-pressed="true"]::before': maskIcon("1rem", stroked(BOOKMARK_PATH, "black")),
    },
  },
]);

export const toolIcon = style({
  flex: "none",
  width: "1rem",
  height: "1rem",
});

export const body = style({
  display: "flex",
  flexDirection: "column",
  flex: "1 1 auto",
  gap: vars.space.sm,
  padding: vars.space.md,
});

export const eyebrow = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: "0.75rem",
  fontWeight: vars.fontWeight.medium,
  letterSpacing: "0.04em",
  textTransform: "uppercase",
});

export const title = style({
  margin: 0,
  fontSize: "1.0625rem",
  lineHeight: 1.3,
});

/** The title's link, by the title's rule rather than a class (21 a search page). */
globalStyle(`${title} > a`, { textDecoration: "none" });
globalStyle(`${title} > a:hover`, { textDecoration: "underline" });

export const facts = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: "0.875rem",
});

export const priceBlock = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  gap: `0 ${vars.space.xs}`,
  marginTop: "auto",
  // The page's paragraph margin at body size: a price alone is this block at 1.5rem (PriceLine).
  marginBottom: "1rem",
});

export const price = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  fontSize: "1.5rem",
  lineHeight: 1.2,
});

export const priceText = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: "1.0625rem",
});

export const perWeek = style({
  fontSize: "0.9375rem",
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const wasPrice = style({
  color: vars.color.textMuted,
  fontSize: "0.9375rem",
});

/** The Reduced marker is a sale tag beside the price. */
export const reduced = style([
  tag.sale,
  {
    boxShadow: "none",
    textTransform: "uppercase",
  },
]);

export const certifiedBadge = style([
  tag.certified,
  {
    alignSelf: "flex-start",
    display: "inline-flex",
    alignItems: "center",
    gap: vars.space.xxs,
    boxShadow: "none",
  },
]);

/** A certified badge without the program's logo leads with a tick. */
export const certifiedTick = style({
  selectors: { "&::before": maskIcon("1rem", `<path fill='none' stroke='black' stroke-width='2.5' stroke-linecap='round' stroke-linejoin='round' d='${CHECK_PATH}'/>`) },
});

/**
 * The first action spans the card; the others share rows as their labels allow (Reserve
 * This Car $200 is long, and a card in the 3-column grid beside the filters is narrow).
 */
export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
});

/**
 * The card's six action links look like buttons, the first the main one, by the actions' rule
 * rather than a class on each (3 kB of a search page). They are smaller than the
 * page's buttons: several share a narrow card.
 */
buttonLookOf(`${actions} > a`, "outline");
buttonColoursOf(`${actions} > a:first-child`, "primary");
globalStyle(`${actions} > a`, {
  flex: "1 1 auto",
  minHeight: "2.5rem",
  paddingInline: vars.space.sm,
  fontSize: "0.875rem",
});
globalStyle(`${actions} > a:first-child`, { flexBasis: "100%" });
