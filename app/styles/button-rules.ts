import { globalStyle } from "@vanilla-extract/css";
import { vars } from "./theme.css";

/*
 * The look of a button (shared.css.ts `button`), as style rules: for the class variants, and for
 * elements a parent's rule picks out. A plain module: a .css.ts file may export only values.
 */

/** A button's box, for rules that must know its height (the vehicle page's sticky bar). */
export const buttonBox = { minHeight: "2.75rem", paddingBlock: vars.space.xs, borderWidth: "2px", lineHeight: 1.2 } as const;

export const buttonBaseRule = {
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
} as const;

/** Each variant's colours, and on hover. */
export const buttonVariants = {
  primary: {
    look: { backgroundColor: vars.color.brand, borderColor: vars.color.brand, color: vars.color.brandContrast },
    hover: { color: vars.color.brandContrast, filter: "brightness(0.92)" },
  },
  outline: {
    look: { backgroundColor: "transparent", borderColor: "currentColor", color: "inherit" },
    hover: { backgroundColor: vars.color.brand, borderColor: vars.color.brand, color: vars.color.brandContrast },
  },
} as const;

export type ButtonVariant = keyof typeof buttonVariants;

/**
 * The button look for elements a parent's rule picks out (a card's six action links), so each
 * needs no class of its own: 24 bytes an element in a page that repeats them.
 * Called from a .css.ts file, whose stylesheet takes the rules.
 */
export function buttonLookOf(selector: string, variant: ButtonVariant): void {
  globalStyle(selector, buttonBaseRule);
  buttonColoursOf(selector, variant);
}

/** Only a variant's colours, for some of the elements `buttonLookOf` gave a look (the first action). */
export function buttonColoursOf(selector: string, variant: ButtonVariant): void {
  globalStyle(selector, buttonVariants[variant].look);
  globalStyle(`${selector}:hover`, buttonVariants[variant].hover);
}
