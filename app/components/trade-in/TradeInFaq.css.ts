import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const faq = style({ display: "grid", gap: vars.space.md, minWidth: 0 });

export const title = style({ margin: 0, fontSize: "1.5rem" });

export const entries = style({
  display: "grid",
  gap: vars.space.md,
  "@media": {
    [media.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: vars.space.lg },
  },
});

export const entry = style({
  display: "grid",
  gap: vars.space.xs,
  alignContent: "start",
  paddingBlockStart: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});

export const question = style({ margin: 0, fontSize: "1.0625rem" });

export const answer = style({ margin: 0, color: vars.color.textMuted });
