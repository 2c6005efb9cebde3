import { style } from "@vanilla-extract/css";
import * as leadFormPage from "~/components/leads/LeadFormPage.css";
import { media, vars } from "~/styles/theme.css";

/** The reserve page is laid out as a lead form's page: the car first on a phone, beside the form from 992 px. */
export { layout, main, page, title } from "~/components/leads/LeadFormPage.css";

/** The car and its deposit stack in the aside. */
export const aside = leadFormPage.asideStack;

export const deposit = style({
  display: "grid",
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceAlt,
  borderInlineStart: `4px solid ${vars.color.brand}`,
});

export const depositLabel = style({
  margin: 0,
  fontSize: "0.8125rem",
  fontWeight: vars.fontWeight.bold,
  textTransform: "uppercase",
  letterSpacing: "0.04em",
  color: vars.color.textMuted,
});

export const depositAmount = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  fontSize: "2rem",
  lineHeight: 1.1,
});

export const text = style({ margin: 0 });

export const notice = style({
  display: "grid",
  gap: vars.space.md,
  justifyItems: "start",
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceAlt,
  "@media": {
    [media.md]: { padding: vars.space.lg },
  },
});

export const noticeTitle = style({ margin: 0, fontSize: "1.25rem" });
