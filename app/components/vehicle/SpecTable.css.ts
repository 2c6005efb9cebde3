import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const list = style({
  display: "grid",
  gridTemplateColumns: "1fr",
  margin: 0,
  "@media": { [media.sm]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))", columnGap: vars.space.lg } },
});

export const row = style({
  display: "flex",
  justifyContent: "space-between",
  gap: vars.space.md,
  paddingBlock: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const label = style({ color: vars.color.textMuted });

export const value = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  textAlign: "right",
  overflowWrap: "anywhere",
});
