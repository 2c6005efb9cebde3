import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

/** A lead form in a modal dialog: the Make an Offer and the Enquire dialogs of the vehicle page. */
export const dialog = style({
  width: "min(100vw - 2rem, 40rem)",
  maxHeight: "calc(100vh - 2rem)",
  overflowY: "auto",
  padding: vars.space.md,
  border: "none",
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.medium,
  selectors: {
    "&::backdrop": { backgroundColor: "rgba(0, 0, 0, 0.55)" },
  },
  "@media": {
    [media.md]: { padding: vars.space.lg },
  },
});

export const header = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  marginBottom: vars.space.md,
});

export const title = style({
  margin: 0,
  fontSize: "1.375rem",
});

export const close = style({
  minWidth: "2.75rem",
  minHeight: "2.75rem",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  backgroundColor: "transparent",
  color: vars.color.text,
  fontSize: "1.5rem",
  lineHeight: 1,
  cursor: "pointer",
});
