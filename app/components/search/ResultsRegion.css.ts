import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const region = style({
  scrollMarginTop: vars.space.md,
  transition: "opacity 150ms ease",
  "@media": {
    "(prefers-reduced-motion: reduce)": { transition: "none" },
  },
});

export const updating = style({
  opacity: 0.55,
});
