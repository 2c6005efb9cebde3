import { style } from "@vanilla-extract/css";
import { container } from "~/styles/shared.css";
import { media, vars } from "~/styles/theme.css";

export const page = style([container, { paddingBlock: vars.space.xl }]);

/** One narrow column: a phone's width on every screen, centred from tablets up. */
export const panel = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  maxWidth: "28rem",
  marginInline: "auto",
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.small,
  "@media": {
    [media.md]: { padding: vars.space.xl },
  },
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: "clamp(1.375rem, 1.1rem + 1vw, 1.75rem)",
});

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const form = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "stretch",
  gap: vars.space.md,
});

export const field = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
});

export const label = style({ fontWeight: vars.fontWeight.bold });

export const input = style({
  minHeight: "2.75rem",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontSize: "1.125rem",
  letterSpacing: "0.04em",
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const error = style({ margin: 0, color: vars.color.danger, fontSize: "0.9375rem" });

export const formError = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderInlineStart: `4px solid ${vars.color.danger}`,
  backgroundColor: vars.color.surfaceAlt,
  color: vars.color.text,
});

export const secondary = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
});

export const linkButton = style({
  padding: 0,
  border: 0,
  background: "none",
  color: vars.color.brandText,
  font: "inherit",
  textDecoration: "underline",
  cursor: "pointer",
});

export const back = style({ margin: 0 });
