import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

/** Picture above the text on a phone, beside it from 400 px. */
export const card = style({
  display: "grid",
  gap: vars.space.md,
  padding: vars.space.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  "@media": {
    [media.xs]: { gridTemplateColumns: "minmax(0, 10rem) minmax(0, 1fr)", alignItems: "center" },
  },
});

const picture = {
  width: "100%",
  aspectRatio: "4 / 3",
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surfaceAlt,
} as const;

export const image = style({ ...picture, height: "auto", objectFit: "cover", display: "block" });

export const noImage = style(picture);

export const body = style({
  display: "grid",
  gap: vars.space.xxs,
  minWidth: 0,
});

export const heading = style({
  margin: 0,
  fontSize: "0.8125rem",
  fontWeight: vars.fontWeight.bold,
  textTransform: "uppercase",
  letterSpacing: "0.04em",
  color: vars.color.textMuted,
});

export const name = style({
  margin: 0,
  fontSize: "1.125rem",
  lineHeight: 1.3,
});

export const eyebrow = style({
  margin: 0,
  fontSize: "0.875rem",
  color: vars.color.textMuted,
});

export const price = style({
  margin: 0,
  fontSize: "1.25rem",
  fontWeight: vars.fontWeight.bold,
});

export const back = style({
  color: vars.color.brandText,
  fontWeight: vars.fontWeight.medium,
  fontSize: "0.9375rem",
});
