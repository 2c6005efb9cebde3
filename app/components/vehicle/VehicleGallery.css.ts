import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const gallery = style({ position: "relative", minWidth: 0 });

/** A swipeable strip: scroll snapping does the swiping, with or without JavaScript. */
export const strip = style({
  display: "flex",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
  overflowX: "auto",
  scrollSnapType: "x mandatory",
  scrollBehavior: "smooth",
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceAlt,
  "@media": { "(prefers-reduced-motion: reduce)": { scrollBehavior: "auto" } },
});

export const slide = style({
  flex: "0 0 100%",
  scrollSnapAlign: "start",
  aspectRatio: "4 / 3",
});

export const image = style({
  display: "block",
  width: "100%",
  height: "100%",
  objectFit: "cover",
});

export const controls = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  marginTop: vars.space.xs,
});

export const control = style({
  minWidth: "2.75rem",
  minHeight: "2.75rem",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: "1.25rem",
  cursor: "pointer",
  selectors: { "&:disabled": { opacity: 0.4, cursor: "default" } },
});

export const counter = style({ color: vars.color.textMuted, fontVariantNumeric: "tabular-nums" });

export const placeholder = style({
  display: "grid",
  // One column as wide as the page gives it, so the Request Photos form wraps within it.
  gridTemplateColumns: "minmax(0, 1fr)",
  minWidth: 0,
  placeItems: "center",
  alignContent: "center",
  gap: vars.space.xs,
  aspectRatio: "4 / 3",
  padding: vars.space.lg,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceAlt,
  color: vars.color.text,
  textAlign: "center",
});

export const placeholderText = style({ display: "grid", gap: vars.space.xs });

export const placeholderTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  fontSize: "1.5rem",
});
