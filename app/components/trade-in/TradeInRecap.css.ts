import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const recap = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surfaceAlt,
  minWidth: 0,
});

export const car = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  color: vars.color.textMuted,
});

export const name = style({ color: vars.color.text, fontWeight: vars.fontWeight.bold });

export const answers = style({
  display: "grid",
  gap: vars.space.xxs,
  margin: 0,
  fontSize: "0.9375rem",
  "@media": {
    [media.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))", columnGap: vars.space.lg },
  },
});

export const answer = style({ display: "grid", minWidth: 0 });

globalStyle(`${answer} dt`, { color: vars.color.textMuted, fontSize: "0.8125rem" });
globalStyle(`${answer} dd`, { margin: 0 });
