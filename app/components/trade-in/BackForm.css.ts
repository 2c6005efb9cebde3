import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const form = style({ margin: 0 });

/** A quiet link-like button: going back is the secondary way out of a step. */
export const button = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxs,
  minHeight: "2.75rem",
  padding: 0,
  border: 0,
  background: "none",
  color: vars.color.brandText,
  font: "inherit",
  fontWeight: vars.fontWeight.medium,
  textDecoration: "underline",
  cursor: "pointer",
});
