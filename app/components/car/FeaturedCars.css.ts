import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const section = style({
  paddingBlock: vars.space.xl,
});

export const title = style({
  margin: `0 0 ${vars.space.md}`,
  fontFamily: vars.font.heading,
  fontSize: "1.5rem",
});
