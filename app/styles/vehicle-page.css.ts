import { style } from "@vanilla-extract/css";
import { container } from "./shared.css";
import { media, vars } from "./theme.css";

export const page = style([container, { paddingBlock: vars.space.lg }]);

/**
 * On small screens the photos and price, then the actions, then the details; from 992 px
 * the actions are a sidebar beside both.
 */
export const layout = style({
  display: "grid",
  gap: vars.space.lg,
  "@media": {
    [media.lg]: {
      gridTemplateColumns: "minmax(0, 1fr) 22rem",
      gridTemplateAreas: '"top sidebar" "details sidebar"',
      gridTemplateRows: "auto 1fr",
      alignItems: "start",
    },
  },
});

export const top = style({
  display: "grid",
  gap: vars.space.md,
  minWidth: 0,
  "@media": { [media.lg]: { gridArea: "top" } },
});

export const details = style({
  display: "grid",
  minWidth: 0,
  "@media": { [media.lg]: { gridArea: "details" } },
});

export const sidebar = style({
  display: "grid",
  gap: vars.space.md,
  alignContent: "start",
  minWidth: 0,
  "@media": { [media.lg]: { gridArea: "sidebar", position: "sticky", top: vars.space.md } },
});
