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
