import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const scroller = style({ overflowX: "auto", border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.medium });

export const table = style({ width: "100%", borderCollapse: "collapse", minWidth: "36rem" });

export const cell = style({
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: "left",
  verticalAlign: "top",
});

export const rowHeading = style([cell, { color: vars.color.textMuted, fontWeight: vars.fontWeight.bold, width: "10rem" }]);

export const image = style({ width: "100%", maxWidth: "16rem", aspectRatio: "4 / 3", objectFit: "cover", borderRadius: vars.radius.small });

export const removeButton = style({
  background: "none",
  border: "none",
  padding: 0,
  color: vars.color.brandText,
  textDecoration: "underline",
  cursor: "pointer",
  font: "inherit",
});
