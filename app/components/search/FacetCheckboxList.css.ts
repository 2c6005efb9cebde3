import { globalStyle, style, type StyleRule } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** A <div> (a filter panel's body, a make's models): no list resets, so its container's padding stays. */
export const list = style({
  display: "grid",
  gap: vars.space.xxs,
});

// The option's text is a text node between the box and the count (no element of its own):
// the count keeps to the right edge by its auto margin, and long words wrap anywhere.
const optionRule: StyleRule = {
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "2.25rem",
  cursor: "pointer",
  overflowWrap: "anywhere",
};

const checkboxRule: StyleRule = {
  flex: "none",
  width: "1.125rem",
  height: "1.125rem",
  margin: 0,
  accentColor: vars.color.brand,
};

const countRule: StyleRule = {
  flex: "none",
  marginInlineStart: "auto",
  minWidth: "2rem",
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceAlt,
  color: vars.color.textMuted,
  fontSize: "0.8125rem",
  textAlign: "center",
};

/** An option elsewhere (a make with its badge): the same look by class. */
export const option = style(optionRule);
export const checkbox = style(checkboxRule);
export const count = style(countRule);

// A list's options carry no classes: a search page has a few hundred of them.
globalStyle(`${list} > label`, optionRule);
globalStyle(`${list} > label > input`, checkboxRule);
globalStyle(`${list} > label > span`, countRule);

export const empty = style({
  opacity: 0.6,
});
