import { fallbackVar, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/*
 * The error page also renders with no tenant (an unknown host), where no theme class sets
 * the variables: every value has a neutral fallback.
 */

const color = {
  brand: fallbackVar(vars.color.brand, "#1a5fd0"),
  brandContrast: fallbackVar(vars.color.brandContrast, "#ffffff"),
  text: fallbackVar(vars.color.text, "#1f2329"),
  textMuted: fallbackVar(vars.color.textMuted, "#5a6270"),
  surface: fallbackVar(vars.color.surface, "#ffffff"),
  border: fallbackVar(vars.color.border, "#d9dde3"),
};

export const wrapper = style({
  display: "grid",
  placeItems: "center",
  minHeight: "60vh",
  padding: `${fallbackVar(vars.space.xxl, "3rem")} ${fallbackVar(vars.space.md, "1rem")}`,
});

export const panel = style({
  width: "100%",
  maxWidth: "36rem",
  padding: `${fallbackVar(vars.space.xl, "2rem")} ${fallbackVar(vars.space.lg, "1.5rem")}`,
  textAlign: "center",
  color: color.text,
  backgroundColor: color.surface,
  border: `1px solid ${color.border}`,
  borderRadius: fallbackVar(vars.radius.large, "12px"),
  boxShadow: fallbackVar(vars.shadow.medium, "0 8px 24px rgba(15, 23, 42, 0.08)"),
});

export const status = style({
  margin: 0,
  fontFamily: fallbackVar(vars.font.heading, "inherit"),
  fontWeight: fallbackVar(vars.fontWeight.heading, "700"),
  fontSize: "clamp(4rem, 3rem + 6vw, 6.5rem)",
  lineHeight: 1,
  letterSpacing: "-0.03em",
  color: color.brand,
});

export const title = style({
  margin: `${fallbackVar(vars.space.sm, "0.75rem")} 0`,
  fontSize: "clamp(1.5rem, 1.25rem + 1vw, 2rem)",
});

export const message = style({
  margin: `0 auto ${fallbackVar(vars.space.lg, "1.5rem")}`,
  maxWidth: "30rem",
  color: color.textMuted,
});

export const homeLink = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: "2.75rem",
  paddingInline: fallbackVar(vars.space.lg, "1.5rem"),
  border: `2px solid ${color.brand}`,
  borderRadius: fallbackVar(vars.radius.button, "6px"),
  backgroundColor: color.brand,
  color: color.brandContrast,
  fontWeight: fallbackVar(vars.fontWeight.bold, "700"),
  textDecoration: "none",
  selectors: {
    "&:hover": { color: color.brandContrast, filter: "brightness(0.92)" },
  },
});
