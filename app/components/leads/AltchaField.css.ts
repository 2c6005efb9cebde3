import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const field = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  margin: `${vars.space.sm} 0`,
  fontSize: "0.875rem",
  color: vars.color.textMuted,
});

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

const mark = style({
  flex: "none",
  display: "inline-block",
  width: "1rem",
  height: "1rem",
  borderRadius: "50%",
  boxSizing: "border-box",
});

export const status = styleVariants({
  working: [
    mark,
    {
      border: `2px solid ${vars.color.border}`,
      borderTopColor: vars.color.brand,
      animation: `${spin} 0.8s linear infinite`,
      "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
    },
  ],
  verified: [mark, { background: vars.color.success }],
  unavailable: [mark, { border: `2px solid ${vars.color.border}` }],
});
