import { style } from "@vanilla-extract/css";
import { formPanel } from "~/styles/recipes.css";
import { vars } from "~/styles/theme.css";

export const journey = style(formPanel);

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
