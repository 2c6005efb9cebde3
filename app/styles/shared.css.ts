import { style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "./theme.css";

/** The centred page column every section lines up on. */
export const container = style({
  width: "100%",
  maxWidth: vars.maxWidth,
  marginInline: "auto",
  paddingInline: vars.space.md,
  "@media": {
    [media.md]: { paddingInline: vars.space.lg },
  },
});

/** A button's box, for rules that must know its height (the vehicle page's sticky bar). */
export const buttonBox = { minHeight: "2.75rem", paddingBlock: vars.space.xs, borderWidth: "2px", lineHeight: 1.2 } as const;

const buttonBase = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xs,
  minHeight: buttonBox.minHeight,
  paddingBlock: buttonBox.paddingBlock,
  paddingInline: vars.space.lg,
  border: `${buttonBox.borderWidth} solid transparent`,
  borderRadius: vars.radius.button,
  fontWeight: vars.fontWeight.bold,
  lineHeight: buttonBox.lineHeight,
  textAlign: "center",
  textDecoration: "none",
  cursor: "pointer",
  transition: "background-color 120ms ease, color 120ms ease, border-color 120ms ease",
});

/** Links and buttons that look like buttons. */
export const button = styleVariants({
  primary: [
    buttonBase,
    {
      backgroundColor: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.brandContrast,
      selectors: {
        "&:hover": {
          color: vars.color.brandContrast,
          filter: "brightness(0.92)",
        },
      },
    },
  ],
  outline: [
    buttonBase,
    {
      backgroundColor: "transparent",
      borderColor: "currentColor",
      color: "inherit",
      selectors: {
        "&:hover": {
          backgroundColor: vars.color.brand,
          borderColor: vars.color.brand,
          color: vars.color.brandContrast,
        },
      },
    },
  ],
});

/** A section's heading line: title, optional extras on the right. */
export const sectionTitle = style({
  fontSize: "clamp(1.5rem, 1.2rem + 1.2vw, 2.125rem)",
  marginBottom: vars.space.lg,
});

/** A small uppercase pill on the accent colour: a location's department (SALES, SERVICE). */
export const accentPill = style({
  margin: 0,
  paddingBlock: "0.125rem",
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.accent,
  color: vars.color.accentContrast,
  fontSize: "0.75rem",
  fontWeight: vars.fontWeight.bold,
  letterSpacing: "0.06em",
  textTransform: "uppercase",
});
