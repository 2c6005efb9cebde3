import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
// Imported so the shared rules, the nav's own among them, come first in the stylesheet.
import "./SiteHeader.css";

/** A line between menu entries that works on light and dark header backgrounds. */
const hairline = `1px solid color-mix(in srgb, currentColor 18%, transparent)`;

/* The main navigation's list and dropdowns (its open state is the Menu toggle's: SiteHeader.css.ts). */

export const menu = style({
  listStyle: "none",
  margin: 0,
  padding: `0 0 ${vars.space.sm}`,
  "@media": {
    [media.lg]: {
      display: "flex",
      flexWrap: "wrap",
      alignItems: "stretch",
      padding: 0,
    },
  },
});

export const menuItem = style({
  borderTop: hairline,
  "@media": {
    [media.lg]: { position: "relative", borderTop: "none" },
  },
});

export const topLink = style({
  display: "flex",
  alignItems: "center",
  width: "100%",
  minHeight: "2.75rem",
  paddingBlock: vars.space.xs,
  paddingInline: 0,
  margin: 0,
  border: 0,
  background: "none",
  color: "inherit",
  font: "inherit",
  fontWeight: vars.fontWeight.bold,
  textAlign: "start",
  textDecoration: "none",
  textTransform: vars.navTextTransform,
  cursor: "pointer",
  selectors: {
    "&:hover": { color: "inherit" },
  },
  "@media": {
    [media.lg]: {
      width: "auto",
      height: "100%",
      paddingInline: vars.space.sm,
      whiteSpace: "nowrap",
    },
  },
});

/** A top-level entry without a page of its own: only opens its dropdown. */
export const topLabel = style({
  cursor: "default",
  "@media": {
    [media.lg]: { cursor: "pointer" },
  },
});

export const hasDropdown = style({
  "@media": {
    [media.lg]: {
      selectors: {
        "&::after": {
          content: "''",
          flex: "none",
          width: "0.4em",
          height: "0.4em",
          marginInlineStart: "0.45em",
          borderRight: "2px solid currentColor",
          borderBottom: "2px solid currentColor",
          transform: "translateY(-0.15em) rotate(45deg)",
          opacity: 0.7,
        },
      },
    },
  },
});

export const submenu = style({
  listStyle: "none",
  margin: 0,
  padding: `0 0 ${vars.space.xs} ${vars.space.md}`,
  "@media": {
    [media.lg]: {
      display: "none",
      position: "absolute",
      top: "100%",
      insetInlineStart: 0,
      zIndex: 40,
      minWidth: "15rem",
      padding: `${vars.space.xs} 0`,
      backgroundColor: vars.color.surface,
      color: vars.color.text,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.medium,
      boxShadow: vars.shadow.medium,
      textTransform: "none",
      letterSpacing: "normal",
      selectors: {
        [`${menuItem}:hover > &, ${menuItem}:focus-within > &`]: { display: "block" },
        [`${menuItem}:nth-last-child(-n + 2) > &`]: {
          insetInlineStart: "auto",
          insetInlineEnd: 0,
        },
      },
    },
  },
});

/** Menus below the first dropdown level are always open lists. */
export const nestedMenu = style({
  listStyle: "none",
  margin: 0,
  padding: `0 0 0 ${vars.space.md}`,
});

export const subLink = style({
  display: "block",
  paddingBlock: vars.space.xs,
  fontWeight: vars.fontWeight.normal,
  textDecoration: "none",
  color: "inherit",
  "@media": {
    [media.lg]: {
      paddingInline: vars.space.md,
      whiteSpace: "nowrap",
      borderInlineStart: "3px solid transparent",
      selectors: {
        "&:hover": {
          color: vars.color.text,
          backgroundColor: vars.color.surfaceAlt,
          borderInlineStartColor: vars.color.brand,
        },
      },
    },
  },
});

/* Per-template treatment of the nav entries. */

export const navVariant = styleVariants({
  apex: {},
  metro: {},
  drift: {},
  outback: {},
});

globalStyle(`${navVariant.apex} ${menu}`, {
  "@media": {
    [media.lg]: { justifyContent: "space-between" },
  },
});

globalStyle(`${navVariant.apex} ${topLink}`, {
  "@media": {
    [media.lg]: { fontSize: "0.8125rem", paddingBlock: vars.space.sm, paddingInline: vars.space.xxs },
    [media.xl]: { fontSize: "0.875rem", paddingInline: vars.space.xs },
    [media.xxl]: { fontSize: "0.9375rem", paddingInline: vars.space.sm },
  },
});

globalStyle(
  `${navVariant.apex} ${topLink}:hover, ${navVariant.apex} ${topLink}[aria-current="page"], ${navVariant.apex} ${menuItem}:focus-within > ${topLink}`,
  {
    "@media": {
      [media.lg]: { boxShadow: `inset 0 -3px 0 ${vars.color.brand}` },
    },
  },
);

globalStyle(`${navVariant.metro} ${topLink}`, {
  "@media": {
    [media.lg]: {
      fontSize: "0.8125rem",
      letterSpacing: "0.04em",
      paddingInline: vars.space.sm,
    },
    [media.xl]: { paddingInline: vars.space.xs },
  },
});

globalStyle(
  `${navVariant.metro} ${topLink}:hover, ${navVariant.metro} ${menuItem}:focus-within > ${topLink}`,
  {
    "@media": {
      [media.lg]: {
        backgroundColor: `color-mix(in srgb, ${vars.color.headerText} 10%, transparent)`,
      },
    },
  },
);

globalStyle(`${navVariant.metro} ${topLink}[aria-current="page"]`, {
  "@media": {
    [media.lg]: { boxShadow: `inset 0 -3px 0 ${vars.color.accent}` },
  },
});

globalStyle(`${navVariant.metro} ${menu}`, {
  "@media": {
    [media.lg]: { justifyContent: "center", height: "100%" },
  },
});

globalStyle(`${navVariant.drift} ${menu}`, {
  "@media": {
    [media.lg]: {
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      gap: vars.space.xxs,
      padding: vars.space.xxs,
      backgroundColor: vars.color.surfaceAlt,
      borderRadius: vars.radius.pill,
    },
  },
});

globalStyle(`${navVariant.drift} ${topLink}`, {
  "@media": {
    [media.lg]: {
      height: "auto",
      paddingInline: vars.space.lg,
      borderRadius: vars.radius.pill,
      fontWeight: vars.fontWeight.medium,
    },
  },
});

globalStyle(
  `${navVariant.drift} ${topLink}:hover, ${navVariant.drift} ${menuItem}:focus-within > ${topLink}`,
  {
    "@media": {
      [media.lg]: { backgroundColor: vars.color.surface },
    },
  },
);

globalStyle(`${navVariant.drift} ${topLink}[aria-current="page"]`, {
  "@media": {
    [media.lg]: {
      backgroundColor: vars.color.surface,
      color: vars.color.brandText,
      boxShadow: vars.shadow.small,
    },
  },
});

globalStyle(`${navVariant.drift} ${submenu}`, {
  "@media": {
    [media.lg]: { borderRadius: vars.radius.large, padding: vars.space.xs },
  },
});

globalStyle(`${navVariant.drift} ${subLink}`, {
  "@media": {
    [media.lg]: { borderRadius: vars.radius.medium, borderInlineStart: "none" },
  },
});

globalStyle(`${navVariant.outback} ${menu}`, {
  "@media": {
    [media.lg]: { justifyContent: "center" },
  },
});

globalStyle(`${navVariant.outback} ${topLink}`, {
  fontFamily: vars.font.heading,
  "@media": {
    [media.lg]: { paddingBlock: vars.space.sm, paddingInline: vars.space.sm, fontSize: "0.9375rem" },
    [media.xl]: { paddingInline: vars.space.md, fontSize: "1.0625rem" },
  },
});

globalStyle(
  `${navVariant.outback} ${topLink}:hover, ${navVariant.outback} ${menuItem}:focus-within > ${topLink}, ${navVariant.outback} ${topLink}[aria-current="page"]`,
  {
    "@media": {
      [media.lg]: {
        backgroundColor: `color-mix(in srgb, ${vars.color.headerBandText} 14%, transparent)`,
      },
    },
  },
);
