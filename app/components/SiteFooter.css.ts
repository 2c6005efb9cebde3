import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const grid = style({
  display: "grid",
  gridTemplateColumns: "1fr",
  gap: vars.space.xl,
  paddingBlock: vars.space.xxl,
  "@media": {
    [media.sm]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [media.lg]: { gridTemplateColumns: "repeat(auto-fit, minmax(11rem, 1fr))" },
  },
});

export const about = style({
  "@media": {
    [media.sm]: { gridColumn: "1 / -1" },
    [media.lg]: { gridColumn: "span 2" },
  },
});

export const name = style({
  margin: `0 0 ${vars.space.xs}`,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.heading,
  fontSize: "1.375rem",
  lineHeight: 1.2,
});

export const tagline = style({
  margin: `0 0 ${vars.space.md}`,
  opacity: 0.85,
});

export const address = style({
  fontStyle: "normal",
  marginBottom: vars.space.sm,
});

export const groupTitle = style({
  margin: `0 0 ${vars.space.sm}`,
  fontFamily: vars.font.heading,
  fontSize: "1rem",
  fontWeight: vars.fontWeight.bold,
  letterSpacing: "0.02em",
});

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.xs,
});

export const link = style({
  color: "inherit",
  textDecoration: "none",
  opacity: 0.9,
  selectors: {
    "&:hover": { color: "inherit", opacity: 1, textDecoration: "underline" },
  },
});

export const locations = style({
  gridColumn: "1 / -1",
});

export const locationGrid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(14rem, 1fr))",
  gap: `${vars.space.md} ${vars.space.lg}`,
});

export const location = style({
  display: "grid",
  gap: "0.125rem",
});

export const locationName = style({
  fontWeight: vars.fontWeight.medium,
});

export const locationType = style({
  fontSize: "0.8125rem",
  opacity: 0.8,
});

export const social = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  listStyle: "none",
  margin: `${vars.space.md} 0 0`,
  padding: 0,
});

export const socialLink = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "2.5rem",
  paddingInline: vars.space.md,
  border: `1px solid color-mix(in srgb, ${vars.color.footerText} 40%, transparent)`,
  borderRadius: vars.radius.pill,
  color: "inherit",
  textDecoration: "none",
  selectors: {
    "&:hover": {
      color: vars.color.footerBackground,
      backgroundColor: vars.color.footerText,
    },
  },
});

export const socialIcon = style({
  width: "1.125rem",
  height: "1.125rem",
});

export const bottom = style({
  borderTop: `1px solid color-mix(in srgb, ${vars.color.footerText} 22%, transparent)`,
});

export const bottomInner = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  gap: `${vars.space.xs} ${vars.space.lg}`,
  paddingBlock: vars.space.lg,
  fontSize: "0.8125rem",
  opacity: 0.85,
});

export const smallPrint = style({
  margin: 0,
});
