import { style } from "@vanilla-extract/css";
import { bareList, emptyNotice, pillList } from "~/styles/recipes.css";
import { media, vars } from "~/styles/theme.css";

/** One column on phones, two from 992 px. */
export const grid = style({
  display: "grid",
  gap: vars.space.md,
  ...bareList,
  "@media": {
    [media.lg]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
  },
});

export const card = style({
  display: "flex",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.small,
});

export const article = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  width: "100%",
  padding: vars.space.md,
});

export const header = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
});

export const logo = style({
  flex: "none",
  maxWidth: "8rem",
  height: "40px",
  objectFit: "contain",
});

export const name = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: "1.375rem",
});

export const summary = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  gap: vars.space.xs,
  margin: 0,
});

export const matching = style({
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.accent,
  color: vars.color.accentContrast,
  fontSize: "0.8125rem",
  fontWeight: vars.fontWeight.medium,
});

export const categories = style(pillList);

export const category = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxs,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceAlt,
  fontSize: "0.875rem",
});

export const categoryCount = style({
  color: vars.color.textMuted,
  fontSize: "0.8125rem",
});

export const locations = style({
  display: "grid",
  gap: vars.space.sm,
  ...bareList,
  "@media": {
    [media.sm]: { gridTemplateColumns: "repeat(auto-fill, minmax(14rem, 1fr))" },
  },
});

export const location = style({
  display: "grid",
  gap: vars.space.xxs,
  alignContent: "start",
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});

export const locationName = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  textDecoration: "none",
  selectors: { "&:hover": { color: vars.color.brandText, textDecoration: "underline" } },
});

export const locationType = style({
  color: vars.color.textMuted,
  fontSize: "0.8125rem",
  textTransform: "uppercase",
  letterSpacing: "0.04em",
});

export const address = style({
  fontStyle: "normal",
  fontSize: "0.9375rem",
});

/** The card's last line, whatever the height of the rest. */
export const seeMore = style({
  alignSelf: "flex-start",
  marginTop: "auto",
});

export const empty = style(emptyNotice);
