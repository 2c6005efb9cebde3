import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

// The footer element's own class, apart from the footer's content (SiteFooter.css): the page's
// JavaScript imports only this one, every other class of the footer stays out of it.
export const footer = style({
  marginTop: vars.space.xxl,
  backgroundColor: vars.color.footerBackground,
  color: vars.color.footerText,
  fontSize: "0.9375rem",
});
