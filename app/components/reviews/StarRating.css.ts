import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

const base = style({ display: "inline-flex", gap: "0.1em", verticalAlign: "middle" });

export const stars = styleVariants({
  small: [base, { fontSize: "1rem" }],
  medium: [base, { fontSize: "1.5rem" }],
});

export const star = style({ width: "1em", height: "1em" });

export const empty = style({ fill: vars.color.border });

export const filled = style({ fill: vars.color.accent });
