import { style } from "@vanilla-extract/css";
import { formControl, framedBox, labelledField } from "~/styles/recipes.css";
import { media, vars } from "~/styles/theme.css";

/** The brand's own booking site: the first thing on the page where the dealer has one. */
export const external = style({
  ...framedBox,
  gap: vars.space.xs,
  justifyItems: "start",
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surfaceAlt,
});

export const step = style({
  display: "grid",
  gap: vars.space.sm,
});

export const stepTitle = style({
  margin: 0,
  fontSize: "1.25rem",
});

/** Location and day side by side from 576 px, the button under them on a phone. */
export const picker = style({
  display: "grid",
  gap: vars.space.sm,
  alignItems: "end",
  "@media": { [media.sm]: { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr) auto" } },
});

export const pickerField = style(labelledField);

export const pickerControl = style({ ...formControl, width: "100%", minWidth: 0 });

export const note = style({ margin: 0 });

export const freeDays = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});
