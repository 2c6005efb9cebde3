import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const page = style({
  paddingBlock: vars.space.xl,
  "@media": {
    [media.lg]: { paddingBlock: vars.space.xxl },
  },
});

export const header = style({
  maxWidth: "48rem",
  marginBottom: vars.space.xl,
});

export const eyebrow = style({
  margin: `0 0 ${vars.space.xs}`,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.bold,
  fontSize: "0.875rem",
  letterSpacing: "0.08em",
  textTransform: "uppercase",
});

export const title = style({
  margin: 0,
  fontSize: "clamp(1.75rem, 1.3rem + 1.8vw, 2.75rem)",
  lineHeight: 1.15,
});

export const intro = style({
  marginTop: vars.space.md,
  color: vars.color.textMuted,
  fontSize: "1.125rem",
  lineHeight: 1.55,
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  marginTop: vars.space.lg,
});

export const section = style({
  marginTop: vars.space.xl,
  "@media": {
    [media.lg]: { marginTop: vars.space.xxl },
  },
});

export const sectionTitle = style({
  fontSize: "clamp(1.375rem, 1.1rem + 0.9vw, 1.875rem)",
  marginBottom: vars.space.md,
});
