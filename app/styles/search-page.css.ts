import { style } from "@vanilla-extract/css";
import { container } from "./shared.css";
import { media, vars } from "./theme.css";

export const page = style([container, { paddingBlock: vars.space.lg }]);

export const heading = style({
  fontFamily: vars.font.heading,
  fontSize: "clamp(1.5rem, 4vw, 2.25rem)",
  margin: `0 0 ${vars.space.md}`,
});

/** Filters above the results on small screens, a sidebar from 992 px. */
export const layout = style({
  display: "grid",
  gap: vars.space.lg,
  "@media": {
    [media.lg]: { gridTemplateColumns: "18rem minmax(0, 1fr)", alignItems: "start" },
  },
});

export const sidebar = style({ minWidth: 0 });

export const results = style({
  minWidth: 0,
  display: "grid",
  gap: vars.space.md,
  alignContent: "start",
});
