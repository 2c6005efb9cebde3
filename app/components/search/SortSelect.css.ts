import { style } from "@vanilla-extract/css";
import { formControl, labelledField } from "~/styles/recipes.css";
import { vars } from "~/styles/theme.css";

export const field = style(labelledField);

export const select = style({
  width: "100%",
  ...formControl,
  fontWeight: vars.fontWeight.normal,
});
