import { style } from "@vanilla-extract/css";
import { formControl, labelledField } from "~/styles/recipes.css";
import { vars } from "~/styles/theme.css";

export const fieldset = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto minmax(0, 1fr)",
  alignItems: "end",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const field = style({
  ...labelledField,
  minWidth: 0,
  color: vars.color.textMuted,
});

export const input = style({
  width: "100%",
  minWidth: 0,
  ...formControl,
  fontWeight: vars.fontWeight.normal,
  selectors: {
    "&:invalid": { borderColor: vars.color.danger },
  },
});

export const dash = style({
  paddingBottom: vars.space.sm,
  color: vars.color.textMuted,
});
