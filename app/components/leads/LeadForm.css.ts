import { globalStyle, style } from "@vanilla-extract/css";
import { button } from "~/styles/shared.css";
import { media, vars } from "~/styles/theme.css";

export const form = style({
  display: "grid",
  gap: vars.space.md,
  minWidth: 0,
});

const notice = style({
  padding: vars.space.md,
  borderRadius: vars.radius.small,
  border: `2px solid ${vars.color.danger}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});

/** The form's own error (a refused send): one message above everything. */
export const formError = style([
  notice,
  {
    fontWeight: vars.fontWeight.medium,
    display: "grid",
    gap: vars.space.xs,
  },
]);

globalStyle(`${formError} p`, { margin: 0 });

/** §5 "Form error banner begins Please fix the following errors:" with each error a link to its field. */
export const banner = style([notice, { display: "grid", gap: vars.space.xs }]);

export const bannerTitle = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.danger,
});

export const bannerList = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: "grid",
  gap: vars.space.xxs,
  fontSize: "0.9375rem",
});

/** Off screen rather than display:none: some bots skip inputs that are not displayed. */
export const honeypot = style({
  position: "absolute",
  left: "-10000px",
  width: "1px",
  height: "1px",
  overflow: "hidden",
});

export const submit = style([
  button.primary,
  {
    width: "100%",
    selectors: {
      "&:disabled": { cursor: "progress", opacity: 0.75 },
    },
    "@media": {
      [media.sm]: { width: "auto", justifySelf: "start", minWidth: "12rem" },
    },
  },
]);
