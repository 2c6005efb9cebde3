import { fallbackVar, globalStyle } from "@vanilla-extract/css";
import { vars } from "./theme.css";

/*
 * Resets and base typography. Every value read from the theme has a fallback, so pages
 * rendered without a tenant (no theme class on <html>) still look finished.
 */

const bodyFont =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

globalStyle("*, *::before, *::after", {
  boxSizing: "border-box",
});

globalStyle("html", {
  WebkitTextSizeAdjust: "100%",
  textSizeAdjust: "100%",
  colorScheme: "light",
});

globalStyle("body", {
  margin: 0,
  minHeight: "100vh",
  display: "flex",
  flexDirection: "column",
  fontFamily: fallbackVar(vars.font.body, bodyFont),
  fontWeight: fallbackVar(vars.fontWeight.normal, "400"),
  fontSize: "1rem",
  lineHeight: 1.5,
  color: fallbackVar(vars.color.text, "#1f2329"),
  backgroundColor: fallbackVar(vars.color.background, "#f6f7f9"),
  WebkitFontSmoothing: "antialiased",
  MozOsxFontSmoothing: "grayscale",
});

/* The footer stays at the bottom of short pages. */
globalStyle("body > main", {
  flex: "1 0 auto",
});

globalStyle("h1, h2, h3, h4, h5, h6", {
  fontFamily: fallbackVar(vars.font.heading, bodyFont),
  fontWeight: fallbackVar(vars.fontWeight.heading, "700"),
  lineHeight: 1.2,
  margin: "0 0 0.5em",
  textWrap: "balance",
});

globalStyle("p", {
  margin: "0 0 1em",
});

globalStyle("a", {
  color: "inherit",
  textUnderlineOffset: "0.18em",
});

globalStyle("a:hover", {
  color: fallbackVar(vars.color.brand, "#1a5fd0"),
});

globalStyle(":focus-visible", {
  outline: `3px solid ${fallbackVar(vars.color.focus, "#1a5fd0")}`,
  outlineOffset: "2px",
});

globalStyle("img, svg, video, canvas", {
  maxWidth: "100%",
  height: "auto",
});

globalStyle("button, input, select, textarea", {
  font: "inherit",
  color: "inherit",
});

globalStyle("summary", {
  cursor: "pointer",
});

globalStyle("::selection", {
  backgroundColor: fallbackVar(vars.color.brand, "#1a5fd0"),
  color: fallbackVar(vars.color.brandContrast, "#ffffff"),
});

/* Hidden on screen, still read by screen readers. */
globalStyle(".visually-hidden", {
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
});

globalStyle("html", {
  "@media": {
    "(prefers-reduced-motion: no-preference)": {
      scrollBehavior: "smooth",
    },
  },
});
