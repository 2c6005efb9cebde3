import { style } from "@vanilla-extract/css";
import { button } from "~/styles/shared.css";
import { media, vars } from "~/styles/theme.css";

export const summary = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
});

export const count = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  fontSize: "1.125rem",
});

export const showMe = style([
  button.primary,
  {
    width: "100%",
    "@media": {
      [media.sm]: { width: "auto" },
    },
  },
]);

export const notice = style({
  flexBasis: "100%",
  margin: 0,
  padding: vars.space.sm,
  borderInlineStart: `4px solid ${vars.color.brand}`,
  background: vars.color.surfaceAlt,
});
