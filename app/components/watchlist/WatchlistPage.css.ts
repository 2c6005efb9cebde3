import { style } from "@vanilla-extract/css";
import { container } from "~/styles/shared.css";
import { media, vars } from "~/styles/theme.css";

export const page = style([container, { paddingBlock: vars.space.lg }]);

export const headingRow = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: vars.space.sm,
  marginBlockEnd: vars.space.lg,
});

export const heading = style({
  margin: 0,
  marginBlockEnd: vars.space.md,
  fontSize: "clamp(1.5rem, 1.2rem + 1.2vw, 2.125rem)",
  selectors: {
    [`${headingRow} &`]: { marginBlockEnd: 0 },
  },
});

export const account = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.textMuted,
});

export const signOut = style({
  padding: 0,
  border: 0,
  background: "none",
  color: vars.color.brandText,
  fontWeight: vars.fontWeight.bold,
  textDecoration: "underline",
  cursor: "pointer",
});

export const prompt = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.md,
  maxWidth: "36rem",
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  "@media": {
    [media.md]: { padding: vars.space.xl },
  },
});
