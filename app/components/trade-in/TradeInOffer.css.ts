import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const offer = style({
  display: "grid",
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.lg,
  border: `2px solid ${vars.color.brand}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
});

export const title = style({ margin: 0, fontSize: "1.25rem" });

export const range = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  fontSize: "clamp(1.875rem, 1.4rem + 2vw, 3rem)",
  lineHeight: 1.1,
  color: vars.color.brandText,
});

export const basis = style({ margin: 0 });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.9375rem" });

export const answered = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surfaceAlt,
  fontWeight: vars.fontWeight.medium,
});

export const answers = style({
  display: "grid",
  gap: vars.space.sm,
  alignItems: "start",
  marginBlockStart: vars.space.sm,
  "@media": {
    [media.sm]: { gridTemplateColumns: "auto auto", justifyContent: "start", gap: vars.space.md },
  },
});

/** Declining is the quieter choice: an outlined button beside the accept button. */
export const decline = style({});

globalStyle(`${decline} button[type="submit"]`, {
  backgroundColor: "transparent",
  borderColor: vars.color.border,
  color: vars.color.text,
});
