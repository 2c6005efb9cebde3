import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

/** A line between menu entries that works on light and dark header backgrounds. */
const hairline = `1px solid color-mix(in srgb, currentColor 18%, transparent)`;

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

/* The main navigation: a stacked list on mobile, a row of hover/focus dropdowns from lg. */

export const nav = style({
  display: "none",
  selectors: {
    [`${menuToggleInput}:checked ~ &, ${menuToggleInput}:checked ~ * &`]: { display: "block" },
  },
  "@media": {
    [media.lg]: { display: "block" },
  },
});

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
    [media.belowSm]: { flex: "1 1 0", minWidth: 0, whiteSpace: "normal" },
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
});

export const brandList = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xl,
  listStyle: "none",
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: 0,
  overflowX: "auto",
  scrollbarWidth: "none",
  "@media": {
    [media.md]: { justifyContent: "center" },
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

/* outback: the name centred above a band of navigation. */

export const outbackTop = style({
  display: "grid",
  gridTemplateColumns: "1fr",
  justifyItems: "center",
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  textAlign: "center",
  "@media": {
    [media.lg]: {
      gridTemplateColumns: "1fr auto 1fr",
      alignItems: "center",
      paddingBlock: vars.space.lg,
    },
  },
});

export const outbackLocale = style({
  display: "none",
  margin: 0,
  color: vars.color.textMuted,
  fontSize: "0.875rem",
  "@media": {
    [media.lg]: { display: "block", justifySelf: "start", textAlign: "start" },
  },
});

export const outbackBrand = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
});

export const outbackWordmark = style({
  fontSize: "1.75rem",
  color: vars.color.brandText,
  selectors: {
    "&:hover": { color: vars.color.brandText },
  },
  "@media": {
    [media.md]: { fontSize: "2.25rem" },
  },
});

export const outbackTagline = style({
  margin: 0,
  color: vars.color.textMuted,
  fontFamily: vars.font.heading,
  fontStyle: "italic",
});

export const outbackActions = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  flexWrap: "wrap",
  gap: vars.space.md,
  "@media": {
    [media.lg]: { justifySelf: "end" },
  },
});

export const outbackNavBand = style({
  backgroundColor: vars.color.headerBand,
  color: vars.color.headerBandText,
  borderBottom: `4px solid ${vars.color.accent}`,
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
