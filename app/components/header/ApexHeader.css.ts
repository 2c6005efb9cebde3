import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
// After the shared parts and the nav in the stylesheet: this template's classes refine theirs.
import "./MainNav.css";

/* apex: a utility bar, then the logo row, then a full-width nav row. */

export const apexUtility = style({
  backgroundColor: vars.color.headerBand,
  color: vars.color.headerBandText,
  fontSize: "0.875rem",
});

export const apexUtilityInner = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  minHeight: "2.5rem",
});

export const apexTagline = style({
  display: "none",
  margin: 0,
  "@media": {
    [media.md]: { display: "block" },
  },
});

export const utilityLinks = style({
  display: "flex",
  alignItems: "center",
  flexWrap: "wrap",
  gap: `${vars.space.xxs} ${vars.space.lg}`,
  listStyle: "none",
  margin: 0,
  padding: 0,
  marginInlineStart: "auto",
});

export const utilityLink = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxs,
  color: "inherit",
  textDecoration: "none",
  selectors: {
    "&:hover": { color: "inherit", textDecoration: "underline" },
  },
});

export const apexLogoRow = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  "@media": {
    [media.lg]: { paddingBlock: vars.space.md },
  },
});

export const apexWordmark = style({
  borderInlineStart: `6px solid ${vars.color.brand}`,
  paddingInlineStart: vars.space.sm,
  letterSpacing: "-0.01em",
});

export const apexSearchLink = style({
  display: "none",
  "@media": {
    [media.lg]: { display: "inline-flex" },
  },
});

export const apexNavRow = style({
  borderBottom: `1px solid ${vars.color.border}`,
  "@media": {
    [media.lg]: { borderTop: `1px solid ${vars.color.border}` },
  },
});
