import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const fields = style({
  display: "grid",
  gap: vars.space.sm,
});

// The make dropdown is a form field like the sort select: one look for both.
export { field, select } from "./SortSelect.css";
