import { style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const steps = style({
  display: "grid",
  gridTemplateColumns: "repeat(4, minmax(0, 1fr))",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

const stepBase = style({
  display: "grid",
  justifyItems: "center",
  gap: vars.space.xxs,
  paddingBlockEnd: vars.space.xs,
  borderBottom: `4px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: "0.8125rem",
  textAlign: "center",
  minWidth: 0,
  "@media": {
    [media.md]: { display: "flex", justifyContent: "flex-start", gap: vars.space.xs, fontSize: "0.9375rem", textAlign: "start" },
  },
});

export const step = styleVariants({
  done: [stepBase, { borderBottomColor: vars.color.brand }],
  current: [stepBase, { borderBottomColor: vars.color.brand, color: vars.color.text, fontWeight: vars.fontWeight.bold }],
  todo: [stepBase],
});

export const number = style({
  display: "inline-grid",
  placeItems: "center",
  flexShrink: 0,
  width: "1.75rem",
  height: "1.75rem",
  borderRadius: "50%",
  border: "2px solid currentColor",
  fontWeight: vars.fontWeight.bold,
});

export const title = style({ overflowWrap: "anywhere" });
