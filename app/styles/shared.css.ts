import { style, styleVariants } from "@vanilla-extract/css";
import { buttonBaseRule, buttonVariants } from "./button-rules";
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

const buttonBase = style(buttonBaseRule);

/** Links and buttons that look like buttons. */
export const button = styleVariants(buttonVariants, ({ look, hover }) => [
  buttonBase,
  { ...look, selectors: { "&:hover": hover } },
]);

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
