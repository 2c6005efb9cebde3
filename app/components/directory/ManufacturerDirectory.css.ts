import { style } from "@vanilla-extract/css";
import { bareList, emptyNotice, framedBox } from "~/styles/recipes.css";
import { media, vars } from "~/styles/theme.css";

/** One column on phones, two from 768 px, three from 1200 px. */
export const grid = style({
  display: "grid",
  gap: vars.space.md,
  ...bareList,
  alignItems: "start",
  "@media": {
    [media.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [media.xl]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
  },
});

export const card = style({ ...framedBox, boxShadow: vars.shadow.small });

export const makeHeading = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: "1.25rem",
});

export const logo = style({
  flex: "none",
  width: "40px",
  height: "40px",
  borderRadius: "50%",
});

export const makeLink = style({
  flex: "1 1 auto",
  minWidth: 0,
  color: vars.color.text,
  textDecoration: "none",
  selectors: { "&:hover": { color: vars.color.brandText, textDecoration: "underline" } },
});

export const makeCount = style({
  flex: "none",
  color: vars.color.textMuted,
  fontSize: "0.875rem",
  fontWeight: vars.fontWeight.normal,
});

export const models = style({
  display: "grid",
  ...bareList,
  borderTop: `1px solid ${vars.color.border}`,
});

export const model = style({
  display: "flex",
  alignItems: "center",
  flexWrap: "wrap",
  columnGap: vars.space.xs,
  minHeight: "2.75rem",
  paddingBlock: vars.space.xxs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const modelLink = style({
  color: vars.color.brandText,
  fontWeight: vars.fontWeight.medium,
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline" } },
});

export const bodies = style({
  flex: "1 1 auto",
  color: vars.color.textMuted,
  fontSize: "0.875rem",
});

export const count = style({
  marginInlineStart: "auto",
  minWidth: "2rem",
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceAlt,
  color: vars.color.textMuted,
  fontSize: "0.8125rem",
  textAlign: "center",
});

export const empty = style(emptyNotice);
