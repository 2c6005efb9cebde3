import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const page = style({
  paddingBlock: vars.space.xl,
});

/** The car and its deposit first on a phone (what is being reserved), beside the form from 992 px. */
export const layout = style({
  display: "grid",
  gap: vars.space.lg,
  "@media": {
    [media.lg]: {
      gridTemplateColumns: "minmax(0, 1fr) 22rem",
      gridTemplateAreas: '"main aside"',
      alignItems: "start",
    },
  },
});

export const main = style({
  display: "grid",
  gap: vars.space.md,
  minWidth: 0,
  maxWidth: "48rem",
  order: 2,
  "@media": { [media.lg]: { gridArea: "main", order: 0 } },
});

export const aside = style({
  display: "grid",
  gap: vars.space.md,
  minWidth: 0,
  order: 1,
  "@media": { [media.lg]: { gridArea: "aside", order: 0, position: "sticky", top: vars.space.md } },
});

export const title = style({
  margin: 0,
  fontSize: "clamp(1.5rem, 1.2rem + 1.2vw, 2.125rem)",
  lineHeight: 1.2,
});

export const deposit = style({
  display: "grid",
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceAlt,
  borderInlineStart: `4px solid ${vars.color.brand}`,
});

export const depositLabel = style({
  margin: 0,
  fontSize: "0.8125rem",
  fontWeight: vars.fontWeight.bold,
  textTransform: "uppercase",
  letterSpacing: "0.04em",
  color: vars.color.textMuted,
});

export const depositAmount = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  fontSize: "2rem",
  lineHeight: 1.1,
});

export const text = style({ margin: 0 });

export const notice = style({
  display: "grid",
  gap: vars.space.md,
  justifyItems: "start",
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceAlt,
  "@media": {
    [media.md]: { padding: vars.space.lg },
  },
});

export const noticeTitle = style({ margin: 0, fontSize: "1.25rem" });
