import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const list = style({
  display: "grid",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const item = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  gap: vars.space.xs,
  paddingBlock: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const department = style({
  fontWeight: vars.fontWeight.bold,
});

export const heading = style({
  margin: 0,
  fontSize: "1.125rem",
});
