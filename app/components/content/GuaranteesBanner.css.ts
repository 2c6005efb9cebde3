import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const banner = style({
  marginBlock: vars.space.md,
  padding: vars.space.md,
  backgroundColor: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
});

export const heading = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: "1.125rem",
});

export const tiles = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(10rem, 1fr))",
  gap: vars.space.sm,
  listStyle: "none",
  margin: 0,
  padding: 0,
  "@media": {
    [media.xl]: { gridTemplateColumns: "repeat(6, 1fr)" },
  },
});

export const tile = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  padding: vars.space.sm,
  backgroundColor: vars.color.surface,
  borderRadius: vars.radius.medium,
  borderTop: `3px solid ${vars.color.brand}`,
});

export const title = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

globalStyle(`a${title}`, { textDecorationColor: vars.color.brand, textDecorationThickness: "2px" });

/** Titles only on a phone: the banner must not push the results off the first screen. */
export const text = style({
  display: "none",
  color: vars.color.textMuted,
  fontSize: "0.875rem",
  lineHeight: 1.45,
  "@media": {
    [media.md]: { display: "block" },
  },
});
