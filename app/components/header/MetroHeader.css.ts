import { keyframes, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
// After the shared parts and the nav in the stylesheet: this template's classes refine theirs.
import "./MainNav.css";

/* metro: one dark bar (logo, nav, phone) and a strip of the group's dealerships. */

export const metroBar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: `0 ${vars.space.md}`,
  minHeight: "4rem",
  "@media": {
    [media.lg]: { minHeight: "4.5rem", columnGap: vars.space.lg },
    [media.xl]: { flexWrap: "nowrap" },
  },
});

export const metroWordmark = style({
  fontSize: "1rem",
  textTransform: "uppercase",
  letterSpacing: "0.05em",
  "@media": {
    // On a phone the name wraps word by word beside the actions; no word is cut or drawn
    // under them (a 360 px screen): when even its longest word does not fit, the actions
    // take the next row.
    [media.belowSm]: { flex: "1 1 0", minWidth: "min-content", whiteSpace: "normal", letterSpacing: "0.02em" },
    [media.sm]: { fontSize: "1.125rem", letterSpacing: "0.08em" },
    [media.xl]: { fontSize: "1rem", letterSpacing: "0.06em" },
  },
});

/** Below xl the nav takes its own row of the bar; from xl it sits between logo and phone. */
export const metroNav = style({
  order: 5,
  flexBasis: "100%",
  "@media": {
    [media.xl]: {
      order: 0,
      flex: "1 1 auto",
      minWidth: 0,
      alignSelf: "stretch",
    },
  },
});

export const metroActions = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  marginInlineStart: "auto",
});

export const brandStrip = style({
  backgroundColor: vars.color.headerBand,
  color: vars.color.headerBandText,
  borderBottom: `1px solid ${vars.color.border}`,
  // Room for the list's focus ring inside the band (the list's own padding is the rest).
  paddingBlock: vars.space.xxs,
});

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const brandList = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xl,
  listStyle: "none",
  margin: 0,
  paddingBlock: vars.space.xs,
  paddingInline: 0,
  overflowX: "auto",
  scrollbarWidth: "none",
  "@media": {
    [media.md]: { justifyContent: "center", "::after": { display: "none" } },
  },
  // Focusable so keyboards can scroll it (MetroHeader). The ring goes round the outside, where
  // the fades cannot cover it, in the band's text colour (the theme's amber is faint on white).
  selectors: {
    "&:focus-visible": { outline: `3px solid ${vars.color.headerBandText}`, outlineOffset: 0 },
  },
  /*
   * The cue that the strip scrolls (a Meridian phone showed half a name and no hint of the
   * rest): a fade into the band at the right edge, kept there by sticky while names run on
   * past it. At the scroll's end it sits after the last name and fades nothing, so no script
   * has to watch the scroll. Desktop centres the strip without it.
   */
  "::after": {
    content: '""',
    position: "sticky",
    right: 0,
    flex: "none",
    alignSelf: "stretch",
    width: "3rem",
    marginInlineStart: `calc(-1 * ${vars.space.xl})`,
    background: `linear-gradient(to right, transparent, ${vars.color.headerBand})`,
    pointerEvents: "none",
  },
  /*
   * The same fade at the left edge once names have scrolled off it. It must be hidden at the
   * scroll's start, which CSS alone tells only through a scroll-driven animation (Chromium,
   * Safari 26): where that is missing there is no left fade rather than one over the first name.
   */
  "@supports": {
    "(animation-timeline: scroll())": {
      "::before": {
        content: '""',
        position: "sticky",
        left: 0,
        flex: "none",
        alignSelf: "stretch",
        width: "3rem",
        // Takes no room: the first name starts where it would without it.
        marginInlineEnd: `calc(-3rem - ${vars.space.xl})`,
        background: `linear-gradient(to left, transparent, ${vars.color.headerBand})`,
        pointerEvents: "none",
        animationName: fadeIn,
        animationTimingFunction: "linear",
        animationFillMode: "both",
        animationTimeline: "scroll(nearest inline)",
        animationRange: "0 3rem",
      },
      "@media": { [media.md]: { "::before": { display: "none" } } },
    },
  },
});

export const brandItem = style({
  flex: "none",
  fontSize: "0.8125rem",
  fontWeight: vars.fontWeight.bold,
  letterSpacing: "0.1em",
  textTransform: "uppercase",
  whiteSpace: "nowrap",
});

export const brandLogo = style({
  display: "block",
  height: "2rem",
  width: "auto",
});
