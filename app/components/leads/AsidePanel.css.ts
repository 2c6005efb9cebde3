import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const panel = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceAlt,
});

export const title = style({ margin: 0, fontSize: "1.25rem" });

export const steps = style({ margin: 0, paddingInlineStart: vars.space.lg, display: "grid", gap: vars.space.xs });
