import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
// After the shared parts and the nav in the stylesheet: this template's classes refine theirs.
import "./MainNav.css";

/* drift: a light bar of pills with a prominent call to action. */

export const driftBar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  "@media": {
    [media.lg]: { columnGap: vars.space.md, paddingBlock: vars.space.md },
  },
});

export const driftWordmark = style({
  letterSpacing: "-0.02em",
  selectors: {
    "&::after": {
      content: "'.'",
      color: vars.color.accent,
    },
  },
});

export const driftMenuButton = style({
  marginInlineStart: "auto",
});

/** The pills take their own row, centred: a segmented control of the main menu. */
export const driftNav = style({
  order: 5,
  flexBasis: "100%",
  "@media": {
    [media.lg]: { display: "flex", justifyContent: "center" },
  },
});

export const driftActions = style({
  order: 4,
  display: "flex",
  // On the narrowest phones the call to action takes its own line rather than the page
  // scrolling sideways (Brightlane was 388 px wide at 360).
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.xs,
  flexBasis: "100%",
  "@media": {
    [media.lg]: {
      order: 0,
      flex: "none",
      gap: vars.space.sm,
      marginInlineStart: "auto",
    },
  },
});

export const driftPhone = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2.75rem",
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceAlt,
});

export const driftCta = style({
  flexGrow: 1,
  textAlign: "center",
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  boxShadow: vars.shadow.small,
  whiteSpace: "nowrap",
  "@media": {
    [media.lg]: { flexGrow: 0 },
    [media.xl]: { paddingInline: vars.space.lg },
  },
});
