import { style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

/*
 * The header's frame and the parts every template shares: the skip link, the mobile Menu
 * toggle, the wordmark, the phone and the shopper's lists. The main navigation's styles
 * (MainNav.css.ts) and each template's (ApexHeader.css.ts, ...) import this file, so its
 * rules come first in the stylesheet and a template's class can refine a shared one.
 */

export const header = style({
  position: "relative",
  zIndex: 30,
  backgroundColor: vars.color.headerBackground,
  color: vars.color.headerText,
});

export const headerVariant = styleVariants({
  apex: {},
  metro: {},
  drift: { borderBottom: `1px solid ${vars.color.border}`, boxShadow: vars.shadow.small },
  outback: {},
});

export const skipLink = style({
  position: "absolute",
  insetInlineStart: vars.space.md,
  top: "-10rem",
  zIndex: 100,
  padding: `${vars.space.xs} ${vars.space.md}`,
  backgroundColor: vars.color.brand,
  color: vars.color.brandContrast,
  fontWeight: vars.fontWeight.bold,
  borderRadius: vars.radius.small,
  selectors: {
    "&:focus": { top: vars.space.xs, color: vars.color.brandContrast },
  },
});

/* The mobile "Menu" toggle: a checkbox whose :checked state opens the nav without JS. */

export const menuToggleInput = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  opacity: 0,
  "@media": {
    [media.lg]: { display: "none" },
  },
});

export const menuButton = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "2.75rem",
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  border: "2px solid currentColor",
  borderRadius: vars.radius.button,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  cursor: "pointer",
  userSelect: "none",
  WebkitTapHighlightColor: "transparent",
  selectors: {
    [`${menuToggleInput}:focus-visible ~ * &`]: {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: "2px",
    },
    [`${menuToggleInput}:checked ~ * &`]: {
      backgroundColor: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.brandContrast,
    },
  },
  "@media": {
    [media.lg]: { display: "none" },
  },
});

export const menuIcon = style({
  width: "1.125rem",
  height: "1.125rem",
});

export const menuIconOpen = style({
  selectors: {
    [`${menuToggleInput}:checked ~ * &`]: { display: "none" },
  },
});

export const menuIconClose = style({
  display: "none",
  selectors: {
    [`${menuToggleInput}:checked ~ * &`]: { display: "block" },
  },
});

/*
 * The main navigation: a stacked list on mobile that the Menu toggle opens, a row of
 * hover/focus dropdowns from lg (MainNav.css.ts). Here, beside the toggle: a selector naming
 * a class of another stylesheet file is not resolved by vanilla-extract (the mobile menu
 * stopped opening when this rule moved to MainNav.css.ts).
 */

export const nav = style({
  display: "none",
  selectors: {
    [`${menuToggleInput}:checked ~ &, ${menuToggleInput}:checked ~ * &`]: { display: "block" },
  },
  "@media": {
    [media.lg]: { display: "block" },
  },
});

/* The wordmark: the logo, or the dealer's name set in type. */

export const wordmark = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2.75rem",
  color: "inherit",
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.heading,
  fontSize: "1.25rem",
  lineHeight: 1.1,
  textDecoration: "none",
  whiteSpace: "nowrap",
  flex: "none",
  selectors: {
    "&:hover": { color: "inherit" },
  },
  "@media": {
    [media.sm]: { fontSize: "1.5rem" },
  },
});

export const logo = style({
  display: "block",
  height: "3rem",
  width: "auto",
  maxWidth: "14rem",
  objectFit: "contain",
});

export const phone = style({
  fontSize: "1rem",
});

/* The shopper's lists (favourites, compare) with their counts, in every template's header. */

export const listLinks = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const listLink = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxs,
  minHeight: "2.75rem",
  paddingInline: vars.space.xs,
  color: "inherit",
  fontWeight: vars.fontWeight.medium,
  textDecoration: "none",
  selectors: {
    "&:hover": { textDecoration: "underline" },
  },
});

export const listIcon = style({
  flex: "none",
  width: "1.25rem",
  height: "1.25rem",
});

/** On phones the icon and the count say it; the word comes back with the room for it. */
export const listLabel = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  "@media": {
    [media.lg]: { position: "static", width: "auto", height: "auto", overflow: "visible", clip: "auto" },
  },
});

export const listCount = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: "1.375rem",
  height: "1.375rem",
  paddingInline: vars.space.xxs,
  border: "1px solid currentColor",
  borderRadius: vars.radius.pill,
  fontSize: "0.75rem",
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
});
