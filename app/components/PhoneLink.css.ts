import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const link = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxs,
  color: "inherit",
  fontWeight: vars.fontWeight.bold,
  textDecoration: "none",
  whiteSpace: "nowrap",
  selectors: {
    "&:hover": { color: "inherit", textDecoration: "underline" },
  },
});

export const icon = style({
  flex: "none",
  width: "1em",
  height: "1em",
});

/**
 * The number's place, named by the fragment a reveal without JavaScript comes back to: the
 * browser brings it into view a little below the screen's top edge, near where it was pressed.
 */
export const anchor = style({ scrollMarginTop: "25vh" });

/** Masked numbers (search-journey §4): a form whose button reveals the number. */
export const reveal = style({
  display: "inline-block",
  margin: 0,
});

export const revealButton = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  border: 0,
  background: "none",
  color: "inherit",
  font: "inherit",
  fontWeight: vars.fontWeight.bold,
  whiteSpace: "nowrap",
  cursor: "pointer",
});

export const showNumber = style({
  fontSize: "0.8125em",
  fontWeight: vars.fontWeight.medium,
  textDecoration: "underline",
  textUnderlineOffset: "0.18em",
  marginInlineStart: vars.space.xxs,
});

globalStyle(`${revealButton}:hover ${showNumber}`, {
  textDecorationThickness: "2px",
});

/** Compact: a round icon-only call button on small screens. */
export const compactTarget = style({
  "@media": {
    [media.belowSm]: {
      justifyContent: "center",
      width: "2.75rem",
      height: "2.75rem",
      border: "2px solid currentColor",
      borderRadius: vars.radius.pill,
    },
  },
});

export const compactText = style({
  "@media": {
    [media.belowSm]: {
      position: "absolute",
      width: "1px",
      height: "1px",
      margin: "-1px",
      overflow: "hidden",
      clip: "rect(0 0 0 0)",
      whiteSpace: "nowrap",
    },
  },
});
