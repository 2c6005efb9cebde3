import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const paragraph = style({
  maxWidth: "48rem",
  lineHeight: 1.6,
});

export const points = style({
  maxWidth: "48rem",
  paddingInlineStart: vars.space.lg,
  lineHeight: 1.7,
});
