import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const list = style({
  display: "grid",
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": {
    [media.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [media.xl]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
  },
});

export const card = style({
  display: "grid",
  alignContent: "start",
  gap: vars.space.xs,
  height: "100%",
  padding: vars.space.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.small,
});

export const title = style({
  margin: 0,
  fontSize: "1.25rem",
});

export const date = style({
  color: vars.color.textMuted,
  fontSize: "0.875rem",
});

export const summary = style({
  margin: 0,
});
