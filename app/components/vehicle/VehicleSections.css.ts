import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const section = style({
  display: "grid",
  gap: vars.space.sm,
  paddingBlock: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: "1.375rem",
});

export const features = style({
  display: "grid",
  gridTemplateColumns: "1fr",
  gap: `${vars.space.xxs} ${vars.space.lg}`,
  margin: 0,
  paddingLeft: "1.25rem",
  "@media": { [media.sm]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const comments = style({ whiteSpace: "pre-line", margin: 0, overflowWrap: "anywhere" });

export const pending = style({ margin: 0, color: vars.color.textMuted, fontStyle: "italic" });

export const promises = style({
  display: "grid",
  gap: vars.space.md,
  "@media": { [media.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const promise = style({
  padding: vars.space.md,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceAlt,
});

export const promiseTitle = style({ marginTop: 0, marginBottom: vars.space.xs, fontSize: "1.125rem" });

export const promiseList = style({ margin: 0, paddingLeft: "1.25rem" });

export const tiles = style({
  display: "grid",
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": { [media.md]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } },
});

export const tile = style({
  display: "grid",
  gap: vars.space.xs,
  alignContent: "start",
  height: "100%",
  padding: vars.space.lg,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.brand,
  color: vars.color.brandContrast,
  textDecoration: "none",
  selectors: { "&:hover": { filter: "brightness(0.94)", color: vars.color.brandContrast } },
});

export const tileTitle = style({ fontFamily: vars.font.heading, fontWeight: vars.fontWeight.bold, fontSize: "1.25rem" });

export const soldNotice = style({
  display: "grid",
  gap: vars.space.sm,
  justifyItems: "start",
  padding: vars.space.lg,
  borderRadius: vars.radius.medium,
  border: `2px solid ${vars.color.danger}`,
  backgroundColor: vars.color.surface,
});

export const soldTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: "1.5rem", color: vars.color.danger });
