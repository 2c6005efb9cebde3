import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

const THUMB = "1.5rem";

/** Tall enough for a finger: 2.75rem, like the boxes below. */
export const slider = style({
  position: "relative",
  height: "2.75rem",
  marginBottom: vars.space.xs,
});

/** The track runs between the thumbs' centres at either end. */
export const track = style({
  position: "absolute",
  insetInline: `calc(${THUMB} / 2)`,
  top: "50%",
  height: "0.25rem",
  transform: "translateY(-50%)",
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.border,
});

export const fill = style({
  position: "absolute",
  top: 0,
  bottom: 0,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.brand,
});

const thumbLook = {
  width: THUMB,
  height: THUMB,
  border: `2px solid ${vars.color.brand}`,
  borderRadius: "50%",
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.small,
  cursor: "grab",
  pointerEvents: "auto",
} as const;

const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" };

/**
 * Both inputs cover the whole track; only their thumbs take the pointer, so each thumb can be
 * grabbed where the other input lies above it.
 */
export const thumb = style({
  position: "absolute",
  insetInline: 0,
  top: "50%",
  width: "100%",
  height: THUMB,
  margin: 0,
  transform: "translateY(-50%)",
  appearance: "none",
  WebkitAppearance: "none",
  background: "transparent",
  pointerEvents: "none",
  selectors: {
    "&::-webkit-slider-runnable-track": { height: THUMB, background: "transparent" },
    "&::-moz-range-track": { background: "transparent" },
    "&::-webkit-slider-thumb": { ...thumbLook, WebkitAppearance: "none", appearance: "none" },
    "&::-moz-range-thumb": thumbLook,
    "&:active::-webkit-slider-thumb": { cursor: "grabbing" },
    "&:focus": { outline: "none" },
    "&:focus-visible::-webkit-slider-thumb": focusRing,
    "&:focus-visible::-moz-range-thumb": focusRing,
  },
});

export const onTop = style({ zIndex: 1 });
