import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** A form's invitation: text and button on one line where they fit. */
export const prompt = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  marginBottom: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceAlt,
});

export const promptText = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
});
