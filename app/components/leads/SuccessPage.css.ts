import { globalStyle, style } from "@vanilla-extract/css";
import { framedBox } from "~/styles/recipes.css";
import { media, vars } from "~/styles/theme.css";

export const page = style({
  paddingBlock: vars.space.xl,
});

export const panel = style({
  display: "grid",
  gap: vars.space.lg,
  maxWidth: "44rem",
  marginInline: "auto",
});

export const title = style({
  margin: 0,
  fontSize: "clamp(1.75rem, 1.4rem + 1.4vw, 2.5rem)",
  color: vars.color.text,
});

export const lead = style({
  margin: 0,
  fontSize: "1.125rem",
});

export const sent = style(framedBox);

export const sentTitle = style({
  margin: 0,
  fontSize: "1.125rem",
});

export const details = style({
  display: "grid",
  gap: vars.space.xs,
  margin: 0,
});

/** Label above value on a phone, beside it from 576 px. */
export const detail = style({
  display: "grid",
  gap: vars.space.xxs,
  "@media": {
    [media.sm]: { gridTemplateColumns: "10rem minmax(0, 1fr)", gap: vars.space.md },
  },
});

globalStyle(`${detail} dt`, { fontWeight: vars.fontWeight.bold, color: vars.color.textMuted });
globalStyle(`${detail} dd`, { margin: 0, overflowWrap: "anywhere", whiteSpace: "pre-line" });

export const next = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
});

globalStyle(`${next} a`, { color: vars.color.brandText });
