import { style } from "@vanilla-extract/css";
import { formControl } from "~/styles/recipes.css";
import { button } from "~/styles/shared.css";
import { media, vars } from "~/styles/theme.css";

export const filters = style({
  minWidth: 0,
});

/**
 * Below 992 px the filters fold into one "Filters" toggle above the results; from 992 px
 * they are a sidebar, always shown: the toggle's summary goes and its content is forced
 * visible, which needs no JavaScript.
 */
export const toggle = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  "@media": {
    [media.lg]: {
      border: 0,
      backgroundColor: "transparent",
      selectors: {
        "&::details-content": { contentVisibility: "visible", display: "block" },
      },
    },
  },
});

export const toggleSummary = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  minHeight: "3rem",
  paddingInline: vars.space.md,
  listStyle: "none",
  fontWeight: vars.fontWeight.bold,
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    "&::after": {
      content: '"+"',
      fontSize: "1.25rem",
      lineHeight: 1,
    },
    [`${toggle}[open] > &::after`]: { content: '"−"' },
  },
  "@media": {
    [media.lg]: { display: "none" },
  },
});

export const form = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  paddingInline: vars.space.md,
  paddingBottom: vars.space.md,
  "@media": {
    [media.lg]: { padding: 0 },
  },
});

export const searchRow = style({
  display: "flex",
  gap: vars.space.xs,
  paddingBlock: vars.space.sm,
});

export const searchInput = style({
  flex: "1 1 auto",
  minWidth: 0,
  ...formControl,
});

export const searchButton = style([
  button.primary,
  {
    paddingInline: vars.space.md,
  },
]);

export const sort = style({
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  paddingTop: vars.space.md,
});

export const apply = style([button.primary, { flex: "1 1 auto" }]);

export const clearAll = style({
  color: vars.color.brandText,
  fontWeight: vars.fontWeight.medium,
});
