import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const summary = style({ display: "grid", gap: vars.space.sm, minWidth: 0 });

export const eyebrow = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: "0.9375rem",
  textTransform: "uppercase",
  letterSpacing: "0.04em",
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: "clamp(1.5rem, 1.1rem + 1.6vw, 2.25rem)",
  lineHeight: 1.15,
  overflowWrap: "anywhere",
});

export const tags = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs, margin: 0, padding: 0, listStyle: "none" });

export const priceBlock = style({ display: "flex", flexWrap: "wrap", alignItems: "baseline", gap: vars.space.sm, margin: 0 });

export const price = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  fontSize: "clamp(1.75rem, 1.4rem + 1.4vw, 2.5rem)",
  color: vars.color.text,
});

export const perWeek = style({ fontSize: "1rem", fontWeight: vars.fontWeight.medium, color: vars.color.textMuted });

export const priceText = style({ fontSize: "1.375rem", fontWeight: vars.fontWeight.bold });

export const wasPrice = style({ color: vars.color.textMuted, fontSize: "1.125rem" });

export const reduced = style({
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.danger,
  color: "#fff",
  fontSize: "0.8125rem",
  fontWeight: vars.fontWeight.bold,
  textTransform: "uppercase",
});

export const badges = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs, alignItems: "center" });

export const badge = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxs,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceAlt,
  color: vars.color.text,
  fontSize: "0.875rem",
  fontWeight: vars.fontWeight.medium,
});

export const marketBadge = style([badge, { borderColor: vars.color.success, color: vars.color.text }]);

export const infoButton = style([
  badge,
  { cursor: "pointer", font: "inherit", fontSize: "0.875rem", fontWeight: vars.fontWeight.bold },
]);

/** The certified program's info dialog (an HTML popover: it opens without JavaScript). */
export const dialog = style({
  maxWidth: "min(30rem, calc(100vw - 2rem))",
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.medium,
  selectors: { "&::backdrop": { backgroundColor: "rgb(0 0 0 / 0.4)" } },
});

export const dialogTitle = style({ marginTop: 0, fontFamily: vars.font.heading });

export const closeButton = style({
  marginTop: vars.space.sm,
  minHeight: "2.75rem",
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.button,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  cursor: "pointer",
});

export const rego = style({ margin: 0, color: vars.color.textMuted });
