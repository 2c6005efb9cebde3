import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const grid = style({
  display: "grid",
  gridTemplateColumns: "1fr",
  gap: vars.space.lg,
  listStyle: "none",
  margin: 0,
  padding: 0,
  "@media": {
    [media.sm]: { gridTemplateColumns: "repeat(2, 1fr)" },
    [media.lg]: { gridTemplateColumns: "repeat(3, 1fr)" },
    [media.xl]: { gridTemplateColumns: "repeat(4, 1fr)" },
  },
});

export const hero = style({
  maxWidth: "48rem",
  margin: 0,
  overflow: "hidden",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surfaceAlt,
});

export const heroImage = style({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "16 / 10",
  objectFit: "cover",
});

export const heroCaption = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  padding: vars.space.md,
  backgroundColor: vars.color.surface,
  fontWeight: vars.fontWeight.bold,
  fontSize: "1.125rem",
});

export const heroLabel = style({
  paddingBlock: "0.15rem",
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.brand,
  color: vars.color.brandContrast,
  fontSize: "0.8125rem",
  textTransform: "uppercase",
  letterSpacing: "0.04em",
});
