import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const panel = style({
  display: "grid",
  gap: vars.space.md,
  minWidth: 0,
  maxWidth: "48rem",
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  // The intro's "send us a message" link lands here: keep the heading clear of the top edge.
  scrollMarginTop: vars.space.lg,
  "@media": {
    [media.md]: { padding: vars.space.lg },
  },
});

export const title = style({ margin: 0, fontSize: "1.5rem" });
