import { style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const hero = style({
  background: vars.color.heroBackground,
  color: vars.color.heroText,
});

export const inner = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  paddingBlock: vars.space.xxl,
  "@media": {
    [media.lg]: { paddingBlock: "5rem" },
  },
});

/** apex and metro read like a dealer's site (left-aligned); drift and outback are centred. */
export const layout = styleVariants({
  apex: { alignItems: "flex-start" },
  metro: { alignItems: "flex-start" },
  drift: { alignItems: "center", textAlign: "center" },
  outback: { alignItems: "center", textAlign: "center" },
});

export const heading = style({
  margin: 0,
  maxWidth: "22ch",
  fontSize: "clamp(2rem, 1.4rem + 3vw, 3.5rem)",
  letterSpacing: "-0.02em",
});

export const subheading = style({
  margin: 0,
  maxWidth: "46rem",
  fontSize: "clamp(1.0625rem, 1rem + 0.4vw, 1.25rem)",
  opacity: 0.9,
});

export const form = style({
  display: "flex",
  width: "100%",
  maxWidth: "40rem",
  marginTop: vars.space.sm,
  padding: vars.space.xxs,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.button,
  boxShadow: vars.shadow.medium,
  selectors: {
    "&:focus-within": {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: "2px",
    },
  },
});

export const input = style({
  flex: "1 1 auto",
  minWidth: 0,
  minHeight: "3rem",
  paddingInline: vars.space.md,
  border: 0,
  borderRadius: vars.radius.button,
  backgroundColor: "transparent",
  color: vars.color.text,
  fontSize: "1.0625rem",
  selectors: {
    "&:focus, &:focus-visible": { outline: "none" },
    "&::placeholder": { color: vars.color.textMuted, opacity: 1 },
  },
});

export const submit = style({
  flex: "none",
  minHeight: "3rem",
  paddingInline: vars.space.lg,
});
