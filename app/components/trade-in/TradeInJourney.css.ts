import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const journey = style({
  display: "grid",
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  "@media": {
    [media.md]: { padding: vars.space.lg },
  },
});

export const heading = style({
  margin: 0,
  fontSize: "1.5rem",
  scrollMarginTop: vars.space.lg,
  selectors: {
    "&:focus": { outline: "none" },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});

export const note = style({ margin: 0, color: vars.color.textMuted });

/** No online estimate: said plainly before the shopper sends their details. */
export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.accent}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surfaceAlt,
  color: vars.color.text,
});
