import { style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

/** Bottom of the screen on a phone, bottom corner from tablets up: clear of the page's own controls. */
export const region = style({
  position: "fixed",
  insetInline: vars.space.sm,
  insetBlockEnd: vars.space.sm,
  zIndex: 50,
  display: "flex",
  flexDirection: "column",
  alignItems: "stretch",
  pointerEvents: "none",
  "@media": {
    [media.sm]: { insetInlineStart: "auto", insetInlineEnd: vars.space.lg, insetBlockEnd: vars.space.lg, width: "22rem" },
  },
});

const toastBase = style({
  position: "relative",
  display: "grid",
  gridTemplateColumns: "1fr auto",
  gap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.medium,
  borderInlineStart: "4px solid",
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.medium,
  pointerEvents: "auto",
  transition: "opacity 200ms ease, transform 200ms ease",
  selectors: {
    '&[data-state="closed"]': { opacity: 0, transform: "translateY(0.5rem)" },
  },
  "@media": {
    "(prefers-reduced-motion: reduce)": { transition: "none" },
  },
});

export const toast = styleVariants({
  success: [toastBase, { borderInlineStartColor: vars.color.success }],
  error: [toastBase, { borderInlineStartColor: vars.color.danger }],
});

export const title = style({
  gridColumn: "1",
  margin: 0,
  fontWeight: vars.fontWeight.bold,
});

export const body = style({
  gridColumn: "1 / -1",
  margin: 0,
  color: vars.color.textMuted,
});

export const action = style({
  gridColumn: "1 / -1",
  justifySelf: "start",
  marginBlockStart: vars.space.xxs,
  color: vars.color.brandText,
  fontWeight: vars.fontWeight.bold,
});

export const dismiss = style({
  gridColumn: "2",
  gridRow: "1",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "2rem",
  height: "2rem",
  marginBlock: `calc(-1 * ${vars.space.xxs})`,
  border: 0,
  borderRadius: vars.radius.pill,
  backgroundColor: "transparent",
  color: vars.color.textMuted,
  cursor: "pointer",
  selectors: {
    "&:hover": { backgroundColor: vars.color.surfaceAlt, color: vars.color.text },
  },
});

export const dismissIcon = style({ width: "1rem", height: "1rem" });
