import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const section = style({
  paddingBlock: vars.space.xxl,
});

export const summary = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: `${vars.space.sm} ${vars.space.lg}`,
  marginBottom: vars.space.lg,
});

export const heading = style({
  flexBasis: "100%",
  margin: 0,
  fontSize: "clamp(1.5rem, 1.2rem + 1.2vw, 2.125rem)",
});

export const average = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  margin: 0,
});

export const averageNumber = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  fontSize: "2.5rem",
  lineHeight: 1,
});

export const count = style({
  color: vars.color.textMuted,
});

export const readAll = style({
  fontWeight: vars.fontWeight.bold,
});

export const list = style({
  display: "grid",
  gridTemplateColumns: "1fr",
  gap: vars.space.md,
  listStyle: "none",
  margin: 0,
  padding: 0,
  "@media": {
    [media.md]: { gridTemplateColumns: "repeat(2, 1fr)" },
    [media.xl]: { gridTemplateColumns: "repeat(3, 1fr)" },
  },
});

export const review = style({
  padding: vars.space.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
});

export const figure = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  height: "100%",
  margin: 0,
});

export const quote = style({
  margin: 0,
  lineHeight: 1.55,
});

globalStyle(`${quote} p`, { margin: 0 });

export const author = style({
  display: "flex",
  flexDirection: "column",
  marginTop: "auto",
  fontWeight: vars.fontWeight.bold,
});

export const date = style({
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.normal,
  fontSize: "0.875rem",
});
