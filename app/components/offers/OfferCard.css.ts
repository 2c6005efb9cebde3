import { globalStyle, style } from "@vanilla-extract/css";
import { bareList, raisedCard } from "~/styles/recipes.css";
import { media, vars } from "~/styles/theme.css";

export const list = style({
  display: "grid",
  gridTemplateColumns: "1fr",
  gap: vars.space.lg,
  ...bareList,
  "@media": {
    [media.md]: { gridTemplateColumns: "repeat(2, 1fr)" },
    [media.xl]: { gridTemplateColumns: "repeat(3, 1fr)" },
  },
});

export const card = style({
  display: "flex",
  flexDirection: "column",
  height: "100%",
  overflow: "hidden",
  ...raisedCard,
});

export const single = style({
  "@media": {
    [media.lg]: { flexDirection: "row", alignItems: "flex-start" },
  },
});

export const image = style({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "16 / 10",
  objectFit: "cover",
  backgroundColor: vars.color.surfaceAlt,
  selectors: {
    [`${single} &`]: { flex: "1 1 50%", minWidth: 0 },
  },
});

export const body = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  flex: "1 1 auto",
  padding: vars.space.lg,
  selectors: {
    [`${single} &`]: { flex: "1 1 50%" },
  },
});

export const eyebrow = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: "0.8125rem",
  fontWeight: vars.fontWeight.bold,
  letterSpacing: "0.08em",
  textTransform: "uppercase",
});

export const name = style({
  margin: 0,
  fontSize: "1.25rem",
  lineHeight: 1.25,
});

globalStyle(`${name} a`, { color: "inherit", textDecoration: "none" });
globalStyle(`${name} a:hover`, { textDecoration: "underline" });

export const description = style({
  margin: 0,
  lineHeight: 1.55,
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  marginTop: vars.space.xs,
});

export const disclaimer = style({
  marginTop: "auto",
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: "0.8125rem",
});

export const disclaimerText = style({
  margin: 0,
  lineHeight: 1.5,
});
