import { style } from "@vanilla-extract/css";
import { container } from "~/styles/shared.css";
import { vars } from "~/styles/theme.css";

export const page = style([container, { paddingBlock: vars.space.lg }]);

export const heading = style({
  fontFamily: vars.font.heading,
  fontSize: "clamp(1.5rem, 4vw, 2.25rem)",
  margin: `0 0 ${vars.space.xs}`,
});

export const intro = style({
  maxWidth: "48rem",
  margin: `0 0 ${vars.space.md}`,
  color: vars.color.textMuted,
});

export const summary = style({
  margin: `0 0 ${vars.space.sm}`,
  fontWeight: vars.fontWeight.medium,
});
