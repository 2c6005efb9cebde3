import { createThemeContract } from "@vanilla-extract/css";

/**
 * The theme contract every template fills in (themes.css.ts). Components read colours,
 * fonts and sizes only from here, so a tenant's template (and its brandColor) restyles
 * the whole site without touching a component.
 */
export const vars = createThemeContract({
  color: {
    /** The tenant's main colour: buttons, links, active states. */
    brand: null,
    /** Text on brand-coloured backgrounds. */
    brandContrast: null,
    /**
     * The brand colour as text (links, toggles) on the page's light surfaces: a tenant's
     * brandColor darkened until it reads (WCAG AA), so a bright orange still passes.
     */
    brandText: null,
    /** A second colour for highlights (counts, hints, badges). */
    accent: null,
    accentContrast: null,
    text: null,
    textMuted: null,
    background: null,
    surface: null,
    surfaceAlt: null,
    border: null,
    headerBackground: null,
    headerText: null,
    /** The apex utility bar, the metro brand strip: a band next to the header. */
    headerBand: null,
    headerBandText: null,
    heroBackground: null,
    heroText: null,
    footerBackground: null,
    footerText: null,
    /** The sell-your-car banner red (vehicle-page §2 "Red header banner"). */
    banner: null,
    bannerText: null,
    success: null,
    danger: null,
    focus: null,
  },
  font: {
    body: null,
    heading: null,
  },
  fontWeight: {
    normal: null,
    medium: null,
    bold: null,
    heading: null,
  },
  /** Uppercase for the apex/metro nav, none elsewhere. */
  navTextTransform: null,
  radius: {
    small: null,
    medium: null,
    large: null,
    pill: null,
    /** Buttons: square on apex, pills on drift. */
    button: null,
  },
  space: {
    xxs: null,
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
  },
  shadow: {
    small: null,
    medium: null,
  },
  maxWidth: null,
});

/** The breakpoints of DESIGN.md, as min-width media queries. */
export const breakpoints = {
  xs: 400,
  sm: 576,
  md: 768,
  lg: 992,
  xl: 1200,
  xxl: 1400,
} as const;

export const media = {
  xs: `screen and (min-width: ${breakpoints.xs}px)`,
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
  xl: `screen and (min-width: ${breakpoints.xl}px)`,
  xxl: `screen and (min-width: ${breakpoints.xxl}px)`,
  belowSm: `screen and (max-width: ${breakpoints.sm - 0.02}px)`,
} as const;
