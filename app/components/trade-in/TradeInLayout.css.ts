import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const layout = style({
  display: "grid",
  gap: vars.space.xl,
  alignItems: "start",
  minWidth: 0,
  "@media": {
    [media.lg]: { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)" },
  },
});

export const main = style({ display: "grid", gap: vars.space.lg, minWidth: 0 });

export const aside = style({ display: "grid", gap: vars.space.lg, minWidth: 0 });

export const howItWorks = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceAlt,
});

export const asideTitle = style({ margin: 0, fontSize: "1.25rem" });

export const steps = style({ margin: 0, paddingInlineStart: vars.space.lg, display: "grid", gap: vars.space.xs });
