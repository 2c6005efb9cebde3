import { style } from "@vanilla-extract/css";
import { framedBox } from "~/styles/recipes.css";
import { vars } from "~/styles/theme.css";

export const card = style({
  ...framedBox,
  color: vars.color.text,
  boxShadow: vars.shadow.small,
});

export const heading = style({
  display: "grid",
  gap: vars.space.xxs,
});

export const title = style({
  margin: 0,
  fontSize: "1.125rem",
  lineHeight: 1.3,
});

export const provider = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: "0.75rem",
  fontWeight: vars.fontWeight.medium,
  letterSpacing: "0.04em",
  textTransform: "uppercase",
});

export const repayment = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  gap: `0 ${vars.space.xs}`,
  margin: 0,
});

export const weekly = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  fontSize: "1.75rem",
  lineHeight: 1.2,
  color: vars.color.brandText,
});

export const per = style({
  fontSize: "0.9375rem",
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const monthly = style({
  flexBasis: "100%",
  fontSize: "0.9375rem",
  color: vars.color.textMuted,
});

export const terms = style({
  display: "grid",
  gap: vars.space.xxs,
  margin: 0,
  paddingBlock: vars.space.sm,
  borderBlock: `1px solid ${vars.color.border}`,
  fontSize: "0.9375rem",
});

export const term = style({
  display: "flex",
  justifyContent: "space-between",
  gap: vars.space.sm,
});

export const termName = style({
  color: vars.color.textMuted,
});

export const termValue = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  textAlign: "end",
});

export const action = style({
  width: "100%",
});

export const note = style({ margin: 0 });

export const disclaimer = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: "0.75rem",
  lineHeight: 1.5,
});
