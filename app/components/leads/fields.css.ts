import { keyframes, style } from "@vanilla-extract/css";
import { formControl } from "~/styles/recipes.css";
import { media, vars } from "~/styles/theme.css";

/** One column on a phone; fields marked half sit in pairs from 576 px. */
export const grid = style({
  display: "grid",
  gap: vars.space.md,
  "@media": {
    [media.sm]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
  },
});

export const field = style({
  display: "grid",
  alignContent: "start",
  gap: vars.space.xxs,
  minWidth: 0,
  gridColumn: "1 / -1",
});

export const half = style({
  "@media": {
    [media.sm]: { gridColumn: "auto" },
  },
});

export const label = style({
  fontSize: "0.875rem",
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const requiredMark = style({
  color: vars.color.danger,
  marginInlineStart: "0.125rem",
});

export const hint = style({
  margin: 0,
  fontSize: "0.8125rem",
  color: vars.color.textMuted,
});

export const control = style({
  width: "100%",
  minWidth: 0,
  // Before the shared rule: the font shorthand would reset its font size.
  font: "inherit",
  ...formControl,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: "2px" },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "1px" },
  },
});

export const textarea = style([
  control,
  {
    minHeight: "7rem",
    paddingBlock: vars.space.xs,
    resize: "vertical",
    lineHeight: 1.5,
  },
]);

export const checkboxField = style([
  field,
  {
    gridTemplateColumns: "auto minmax(0, 1fr)",
    columnGap: vars.space.sm,
    alignItems: "start",
  },
]);

export const checkbox = style({
  width: "1.25rem",
  height: "1.25rem",
  margin: "0.125rem 0 0",
  accentColor: vars.color.brand,
  selectors: {
    '&[aria-invalid="true"]': { outline: `2px solid ${vars.color.danger}`, outlineOffset: "2px" },
  },
});

export const checkboxLabel = style({
  fontSize: "0.875rem",
  lineHeight: 1.5,
  color: vars.color.text,
});

/** A checkbox's error and hint line up under its label, not under the box. */
export const checkboxNote = style({
  gridColumn: "2",
});

/** A textarea's count past its limit: the error's colour, in the hint's size. */
export const overLimit = style({
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});

export const error = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: "0.8125rem",
  fontWeight: vars.fontWeight.medium,
});

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

export const spinner = style({
  display: "inline-block",
  width: "1em",
  height: "1em",
  border: "2px solid currentColor",
  borderRightColor: "transparent",
  borderRadius: "50%",
  animation: `${spin} 700ms linear infinite`,
  "@media": {
    "(prefers-reduced-motion: reduce)": { animationDuration: "2s" },
  },
});

/** A group of radio buttons: the field's layout without the browser's fieldset frame. */
export const fieldset = style([field, { border: 0, padding: 0, margin: 0 }]);

export const radioRow = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.xs} ${vars.space.md}`,
});

export const radioOption = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  fontSize: "0.9375rem",
  color: vars.color.text,
  // A finger-sized target (WCAG 2.5.8) for each choice.
  minHeight: "2.75rem",
});

export const radio = style({
  width: "1.25rem",
  height: "1.25rem",
  margin: 0,
  accentColor: vars.color.brand,
});
