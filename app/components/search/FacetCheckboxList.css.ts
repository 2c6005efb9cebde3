import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.xxs,
});

export const option = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "2.25rem",
  cursor: "pointer",
});

export const checkbox = style({
  flex: "none",
  width: "1.125rem",
  height: "1.125rem",
  margin: 0,
  accentColor: vars.color.brand,
});

export const label = style({
  flex: "1 1 auto",
  minWidth: 0,
  overflowWrap: "anywhere",
});

export const count = style({
  flex: "none",
  minWidth: "2rem",
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceAlt,
  color: vars.color.textMuted,
  fontSize: "0.8125rem",
  textAlign: "center",
});

export const empty = style({
  opacity: 0.6,
});
