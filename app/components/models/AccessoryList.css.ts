import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const models = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(12rem, 1fr))",
  gap: vars.space.md,
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const model = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  padding: vars.space.md,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
});

export const modelImage = style({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "16 / 10",
  objectFit: "cover",
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceAlt,
});

export const modelName = style({
  margin: `${vars.space.xs} 0 0`,
  fontSize: "1.125rem",
});

export const modelCount = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const modelLink = style({
  marginTop: vars.space.xs,
  fontWeight: vars.fontWeight.bold,
});

export const section = style({
  marginTop: vars.space.xl,
});

export const sectionTitle = style({
  fontSize: "clamp(1.375rem, 1.1rem + 0.9vw, 1.875rem)",
  marginBottom: vars.space.md,
});

export const accessories = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  borderTop: `1px solid ${vars.color.border}`,
});

export const accessory = style({
  display: "grid",
  gridTemplateColumns: "1fr auto",
  gap: `${vars.space.xxs} ${vars.space.md}`,
  paddingBlock: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  "@media": {
    [media.md]: { gridTemplateColumns: "1fr 12rem 10rem" },
  },
});

export const accessoryName = style({
  fontWeight: vars.fontWeight.bold,
});

export const partNumber = style({
  color: vars.color.textMuted,
  fontSize: "0.875rem",
  gridRow: 2,
  "@media": {
    [media.md]: { gridRow: "auto" },
  },
});

export const price = style({
  textAlign: "end",
  fontVariantNumeric: "tabular-nums",
});
