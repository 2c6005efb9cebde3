import { style } from "@vanilla-extract/css";
import { button } from "~/styles/shared.css";
import { formControl } from "~/styles/recipes.css";
import { media, vars } from "~/styles/theme.css";

export const section = style({
  display: "grid",
  gap: vars.space.md,
  padding: vars.space.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  // The #finance-calculator anchor lands with the heading in view, not under the edge.
  scrollMarginTop: vars.space.lg,
  "@media": {
    [media.md]: { padding: vars.space.lg },
  },
});

export const title = style({
  margin: 0,
  fontSize: "1.25rem",
  lineHeight: 1.3,
});

/** One column on a phone, the fields in pairs from 576 px, results beside them from 992 px. */
export const layout = style({
  display: "grid",
  gap: vars.space.md,
  "@media": {
    [media.lg]: { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)", alignItems: "start" },
  },
});

export const fields = style({
  display: "grid",
  gap: vars.space.sm,
  "@media": {
    [media.sm]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
  },
});

export const field = style({
  display: "grid",
  alignContent: "start",
  gap: vars.space.xxs,
  minWidth: 0,
});

export const label = style({
  fontSize: "0.875rem",
  fontWeight: vars.fontWeight.medium,
});

export const control = style({
  width: "100%",
  minWidth: 0,
  ...formControl,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const error = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: "0.8125rem",
  fontWeight: vars.fontWeight.medium,
});

export const submit = style([
  button.primary,
  {
    "@media": {
      [media.sm]: { gridColumn: "1 / -1", justifySelf: "start" },
    },
  },
]);

export const results = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.md,
  backgroundColor: vars.color.surfaceAlt,
  borderRadius: vars.radius.medium,
});

export const figures = style({
  display: "grid",
  gap: vars.space.sm,
  margin: 0,
});

export const figure = style({
  display: "grid",
  gap: vars.space.xxs,
});

export const figureName = style({
  color: vars.color.textMuted,
  fontSize: "0.875rem",
  fontWeight: vars.fontWeight.medium,
});

export const figureValue = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  fontSize: "1.5rem",
  lineHeight: 1.2,
});

export const weeklyValue = style([figureValue, { fontSize: "1.875rem", color: vars.color.brandText }]);

export const financed = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: "0.875rem",
});

export const disclaimer = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: "0.75rem",
  lineHeight: 1.5,
});
