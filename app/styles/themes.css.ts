import { createTheme } from "@vanilla-extract/css";
import { vars } from "./theme.css";

/*
 * One theme per template, so that tenants on different templates read as different
 * businesses. System font stacks only: nothing is downloaded.
 */

const space = {
  xxs: "0.25rem",
  xs: "0.5rem",
  sm: "0.75rem",
  md: "1rem",
  lg: "1.5rem",
  xl: "2rem",
  xxl: "3rem",
};

const helvetica =
  '"Helvetica Neue", Helvetica, Arial, "Nimbus Sans", "Liberation Sans", sans-serif';
const systemSans =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif';
const geometricSans =
  '"Avenir Next", Avenir, Montserrat, "Century Gothic", "URW Gothic", "URW Gothic L", Futura, system-ui, sans-serif';
const humanistSans =
  '"Gill Sans", "Gill Sans MT", "Trebuchet MS", Calibri, "DejaVu Sans", system-ui, sans-serif';
const oldStyleSerif =
  'Georgia, "Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", "URW Palladio L", "DejaVu Serif", serif';

/** Toyota-dealer feel: white, Toyota red, sharp corners, Helvetica. */
export const apexTheme = createTheme(vars, {
  color: {
    brand: "#eb0a1e",
    brandText: "#eb0a1e",
    brandContrast: "#ffffff",
    accent: "#1a1a1a",
    accentContrast: "#ffffff",
    text: "#1a1a1a",
    textMuted: "#5f6368",
    background: "#ffffff",
    surface: "#ffffff",
    surfaceAlt: "#f4f4f4",
    border: "#d9d9d9",
    headerBackground: "#ffffff",
    headerText: "#1a1a1a",
    headerBand: "#1a1a1a",
    headerBandText: "#f4f4f4",
    heroBackground: "linear-gradient(180deg, #f4f4f4 0%, #ffffff 100%)",
    heroText: "#1a1a1a",
    footerBackground: "#1a1a1a",
    footerText: "#e6e6e6",
    banner: "#d10a1b",
    bannerText: "#ffffff",
    success: "#1e7d32",
    danger: "#c8102e",
    focus: "#0b5fd3",
  },
  font: { body: helvetica, heading: helvetica },
  fontWeight: { normal: "400", medium: "500", bold: "700", heading: "700" },
  navTextTransform: "none",
  radius: { small: "0", medium: "0", large: "0", pill: "2px", button: "0" },
  space,
  shadow: {
    small: "0 1px 2px rgba(0, 0, 0, 0.08)",
    medium: "0 4px 16px rgba(0, 0, 0, 0.1)",
  },
  maxWidth: "1320px",
});

/** Dealer group: deep navy header, crisp, medium radius. */
export const metroTheme = createTheme(vars, {
  color: {
    brand: "#1a5fd0",
    brandText: "#1a5fd0",
    brandContrast: "#ffffff",
    accent: "#f2a900",
    accentContrast: "#0b1f3a",
    text: "#1b2433",
    textMuted: "#566173",
    background: "#f5f7fa",
    surface: "#ffffff",
    surfaceAlt: "#eef1f6",
    border: "#d5dbe5",
    headerBackground: "#0b1f3a",
    headerText: "#ffffff",
    headerBand: "#ffffff",
    headerBandText: "#33405a",
    heroBackground: "linear-gradient(135deg, #0b1f3a 0%, #16345f 60%, #1d4f9e 100%)",
    heroText: "#ffffff",
    footerBackground: "#0b1f3a",
    footerText: "#c9d3e3",
    banner: "#d0021b",
    bannerText: "#ffffff",
    success: "#1b7f4b",
    danger: "#c62828",
    focus: "#f2a900",
  },
  font: { body: systemSans, heading: systemSans },
  fontWeight: { normal: "400", medium: "600", bold: "700", heading: "700" },
  navTextTransform: "uppercase",
  radius: { small: "4px", medium: "6px", large: "10px", pill: "999px", button: "6px" },
  space,
  shadow: {
    small: "0 1px 3px rgba(11, 31, 58, 0.12)",
    medium: "0 8px 24px rgba(11, 31, 58, 0.14)",
  },
  maxWidth: "1400px",
});

/** Modern online used-car retailer: light, violet and teal, big radii, pill buttons. */
export const driftTheme = createTheme(vars, {
  color: {
    brand: "#6d28d9",
    brandText: "#6d28d9",
    brandContrast: "#ffffff",
    accent: "#0f766e",
    accentContrast: "#ffffff",
    text: "#1e1b2e",
    textMuted: "#5b5870",
    background: "#faf9ff",
    surface: "#ffffff",
    surfaceAlt: "#f1eefc",
    border: "#e3def5",
    headerBackground: "#ffffff",
    headerText: "#1e1b2e",
    headerBand: "#f1eefc",
    headerBandText: "#1e1b2e",
    heroBackground: "linear-gradient(135deg, #ede7fe 0%, #f6f3ff 45%, #dcf3ef 100%)",
    heroText: "#1e1b2e",
    footerBackground: "#1e1b2e",
    footerText: "#dcd8ee",
    banner: "#e11d48",
    bannerText: "#ffffff",
    success: "#0f766e",
    danger: "#be123c",
    focus: "#0d9488",
  },
  font: { body: geometricSans, heading: geometricSans },
  fontWeight: { normal: "400", medium: "600", bold: "700", heading: "800" },
  navTextTransform: "none",
  radius: { small: "8px", medium: "14px", large: "24px", pill: "999px", button: "999px" },
  space,
  shadow: {
    small: "0 2px 6px rgba(60, 30, 120, 0.08)",
    medium: "0 12px 32px rgba(60, 30, 120, 0.12)",
  },
  maxWidth: "1280px",
});

/** Caravans: earthy greens and sand, serif headings, warm. */
export const outbackTheme = createTheme(vars, {
  color: {
    brand: "#2f5d3a",
    brandText: "#2f5d3a",
    brandContrast: "#fffaf0",
    accent: "#9a4f17",
    accentContrast: "#fffaf0",
    text: "#2b2419",
    textMuted: "#65574a",
    background: "#f7f1e5",
    surface: "#fffcf5",
    surfaceAlt: "#efe5d2",
    border: "#dccfb6",
    headerBackground: "#fffcf5",
    headerText: "#2b2419",
    headerBand: "#2f5d3a",
    headerBandText: "#fffaf0",
    heroBackground: "linear-gradient(160deg, #3d6b47 0%, #2f5d3a 45%, #5e4626 100%)",
    heroText: "#fffaf0",
    footerBackground: "#2b2419",
    footerText: "#e9dfcb",
    banner: "#b3261e",
    bannerText: "#ffffff",
    success: "#2f5d3a",
    danger: "#b3261e",
    focus: "#9a4f17",
  },
  font: { body: humanistSans, heading: oldStyleSerif },
  fontWeight: { normal: "400", medium: "600", bold: "700", heading: "700" },
  navTextTransform: "none",
  radius: { small: "4px", medium: "8px", large: "14px", pill: "999px", button: "6px" },
  space,
  shadow: {
    small: "0 1px 3px rgba(43, 36, 25, 0.12)",
    medium: "0 8px 24px rgba(43, 36, 25, 0.14)",
  },
  maxWidth: "1180px",
});
