import { style, styleVariants } from "@vanilla-extract/css";
import { formControl, labelledField } from "~/styles/recipes.css";
import { vars } from "~/styles/theme.css";

export const panel = style({
  display: "grid",
  gap: vars.space.sm,
  scrollMarginTop: vars.space.lg,
});

export const headingRow = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.xs,
});

export const heading = style({
  margin: 0,
  fontSize: "1.125rem",
});

const statusBase = style({
  paddingBlock: "0.125rem",
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  fontSize: "0.8125rem",
  fontWeight: vars.fontWeight.bold,
});

export const status = styleVariants({
  open: [statusBase, { backgroundColor: vars.color.success, color: vars.color.brandContrast }],
  closed: [statusBase, { backgroundColor: vars.color.surfaceAlt, color: vars.color.text }],
});

export const switcher = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: vars.space.xs,
});

export const field = style({ ...labelledField, fontWeight: vars.fontWeight.bold });

export const select = style({
  ...formControl,
  minWidth: "12rem",
  backgroundColor: vars.color.background,
  // After the shared rule, so the box keeps the text size around it.
  font: "inherit",
});

export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: "0.9375rem",
});

export const dayCell = style({
  paddingBlock: vars.space.xxs,
  paddingRight: vars.space.md,
  textAlign: "left",
  fontWeight: vars.fontWeight.bold,
  whiteSpace: "nowrap",
  borderBottom: `1px solid ${vars.color.border}`,
});

export const hoursCell = style({
  paddingBlock: vars.space.xxs,
  color: vars.color.textMuted,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const note = style({
  margin: 0,
  fontSize: "0.875rem",
  color: vars.color.textMuted,
});

export const holidays = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  fontSize: "0.9375rem",
});

export const holidayTitle = style({
  margin: 0,
  fontSize: "1rem",
});
