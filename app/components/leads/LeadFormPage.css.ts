import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const page = style({
  paddingBlock: vars.space.xl,
});

/** The car first on a phone (what the form is about), beside the form from 992 px. */
export const layout = style({
  display: "grid",
  gap: vars.space.lg,
  "@media": {
    [media.lg]: {
      gridTemplateColumns: "minmax(0, 1fr) 22rem",
      gridTemplateAreas: '"main aside"',
      alignItems: "start",
    },
  },
});

export const main = style({
  display: "grid",
  gap: vars.space.md,
  minWidth: 0,
  maxWidth: "48rem",
  order: 2,
  "@media": { [media.lg]: { gridArea: "main", order: 0 } },
});

export const aside = style({
  minWidth: 0,
  order: 1,
  "@media": { [media.lg]: { gridArea: "aside", order: 0, position: "sticky", top: vars.space.md } },
});

/** An aside of several cards (the car and its deposit), stacked. */
export const asideStack = style([aside, { display: "grid", gap: vars.space.md }]);

export const title = style({
  margin: 0,
  fontSize: "clamp(1.5rem, 1.2rem + 1.2vw, 2.125rem)",
  lineHeight: 1.2,
});

export const intro = style({
  margin: 0,
  color: vars.color.textMuted,
});
