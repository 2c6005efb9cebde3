import { style } from "@vanilla-extract/css";
import { formBesideAside } from "~/styles/recipes.css";
import { vars } from "~/styles/theme.css";

export const layout = style(formBesideAside);

export const main = style({ display: "grid", gap: vars.space.lg, minWidth: 0 });

export const aside = style({ display: "grid", gap: vars.space.lg, minWidth: 0 });
