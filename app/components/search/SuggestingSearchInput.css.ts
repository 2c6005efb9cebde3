import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const box = style({
  position: "relative",
  flex: "1 1 auto",
  minWidth: 0,
  display: "flex",
});

export const input = style({
  width: "100%",
});

export const list = style({
  position: "absolute",
  zIndex: 20,
  insetInlineStart: 0,
  top: "100%",
  // Wider than a narrow sidebar's box where the screen allows: names are read whole.
  minWidth: "100%",
  width: "max-content",
  maxWidth: "min(22rem, calc(100vw - 3rem))",
  marginTop: vars.space.xxs,
  padding: `${vars.space.xxs} 0`,
  listStyle: "none",
  backgroundColor: vars.color.background,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  boxShadow: vars.shadow.medium,
  selectors: {
    "&[hidden]": { display: "none" },
  },
});

export const option = style({
  display: "flex",
  alignItems: "baseline",
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  cursor: "pointer",
  selectors: {
    "&:hover": { backgroundColor: vars.color.surfaceAlt },
    '&[aria-selected="true"]': {
      backgroundColor: vars.color.surfaceAlt,
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: "-2px",
    },
  },
});

export const label = style({
  flex: "1 1 auto",
  minWidth: 0,
  overflowWrap: "anywhere",
});

export const kind = style({
  flex: "none",
  fontSize: "0.8125rem",
  color: vars.color.textMuted,
});

export const count = style({
  flex: "none",
  fontSize: "0.8125rem",
  fontVariantNumeric: "tabular-nums",
  color: vars.color.textMuted,
});
