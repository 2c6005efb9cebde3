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

/*
 * From lg the sidebar follows the shopper down the details. It is never taller than the
 * screen: Brightlane's six or seven actions make it 740-790 px, more than a 1366 x 768
 * laptop shows (about 650 px), and stuck at the top it hid its call, location and PDF
 * cards for the whole page. Where it does not fit it scrolls by itself; the padding keeps
 * its buttons' focus rings (3 px + 2 px offset) inside the box that now clips them.
 */
const focusRingRoom = "5px";

export const sidebar = style({
  display: "grid",
  gap: vars.space.md,
  alignContent: "start",
  minWidth: 0,
  "@media": {
    [media.lg]: {
      gridArea: "sidebar",
      position: "sticky",
      top: vars.space.md,
      maxHeight: `calc(100vh - 2 * ${vars.space.md})`,
      overflowY: "auto",
      scrollbarWidth: "thin",
      padding: focusRingRoom,
      margin: `calc(-1 * ${focusRingRoom})`,
    },
  },
});
