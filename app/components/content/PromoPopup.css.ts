import { style } from "@vanilla-extract/css";
import { POPUP_MAX_HEIGHT_VH, POPUP_MAX_WIDTH_PX } from "~/models/popup/popup";
import { button as buttonStyles } from "~/styles/shared.css";
import { vars } from "~/styles/theme.css";

/** §9: "Popup: max width 600px, max height 80vh". */
export const popup = style({
  position: "fixed",
  insetInline: 0,
  bottom: vars.space.md,
  zIndex: 60,
  width: `calc(100% - 2 * ${vars.space.md})`,
  maxWidth: `${POPUP_MAX_WIDTH_PX}px`,
  maxHeight: `${POPUP_MAX_HEIGHT_VH}vh`,
  marginInline: "auto",
  overflowY: "auto",
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.medium,
});

export const close = style({
  position: "absolute",
  top: vars.space.xs,
  insetInlineEnd: vars.space.xs,
  zIndex: 1,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "2.75rem",
  height: "2.75rem",
  border: 0,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.small,
  cursor: "pointer",
});

export const imageLink = style({
  display: "block",
});

export const image = style({
  display: "block",
  width: "100%",
  height: "auto",
  maxHeight: "40vh",
  objectFit: "cover",
});

export const body = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.xs,
  padding: vars.space.md,
});

export const button = buttonStyles.primary;

export const details = style({
  paddingTop: vars.space.xs,
});

export const title = style({
  margin: 0,
  fontSize: "1.25rem",
});

export const description = style({
  margin: `${vars.space.xs} 0 0`,
});
