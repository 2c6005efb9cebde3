import { style } from "@vanilla-extract/css";
import { raisedCard } from "~/styles/recipes.css";
import { vars } from "~/styles/theme.css";

export const panel = style({
  display: "grid",
  justifyItems: "center",
  gap: vars.space.md,
  maxWidth: "40rem",
  marginInline: "auto",
  padding: vars.space.xl,
  textAlign: "center",
  ...raisedCard,
});

export const greeting = style({
  margin: 0,
  fontSize: "1.125rem",
});

export const heading = style({
  margin: 0,
  fontSize: "clamp(1.5rem, 1.2rem + 1.2vw, 2.25rem)",
});

export const buttons = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: vars.space.sm,
});
