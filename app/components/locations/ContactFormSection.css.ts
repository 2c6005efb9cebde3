import { style } from "@vanilla-extract/css";
import { formPanel } from "~/styles/recipes.css";
import { vars } from "~/styles/theme.css";

export const panel = style({
  ...formPanel,
  maxWidth: "48rem",
  // The intro's "send us a message" link lands here: keep the heading clear of the top edge.
  scrollMarginTop: vars.space.lg,
});

export const title = style({ margin: 0, fontSize: "1.5rem" });
