import { globalStyle, style } from "@vanilla-extract/css";
import { MODEL_TABS } from "~/models/model-range/model-menu";
import { slugify } from "~/models/slug";
import { media, vars } from "~/styles/theme.css";

/** Wider than a plain dropdown from lg: cards beside the side links. */
export const panel = style({
  "@media": {
    [media.lg]: { width: "min(60rem, calc(100vw - 12rem))" },
  },
});

export const layout = style({
  "@media": {
    [media.lg]: {
      display: "grid",
      gridTemplateColumns: "minmax(0, 1fr) 12rem",
      gap: vars.space.lg,
      padding: `${vars.space.xs} ${vars.space.md}`,
    },
  },
});

export const models = style({
  display: "none",
  "@media": {
    [media.lg]: { display: "block", minWidth: 0 },
  },
});

export const tabList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xxs,
  marginBottom: vars.space.sm,
  paddingBottom: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tabInput = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  opacity: 0,
});

export const tab = style({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2.25rem",
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  fontSize: "0.875rem",
  fontWeight: vars.fontWeight.bold,
  whiteSpace: "nowrap",
  cursor: "pointer",
  selectors: {
    "&:hover": { backgroundColor: vars.color.surfaceAlt },
    "&:has(input:checked)": { backgroundColor: vars.color.brand, color: vars.color.brandContrast },
    "&:has(input:focus-visible)": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});

export const cards = style({
  display: "none",
  gridTemplateColumns: "repeat(auto-fill, minmax(9.5rem, 1fr))",
  gap: vars.space.sm,
  listStyle: "none",
  margin: 0,
  padding: 0,
});

/** §9: the dropdown "scrolls above 6" cards. */
export const scrolls = style({
  maxHeight: "min(26rem, 60vh)",
  overflowY: "auto",
  paddingInlineEnd: vars.space.xs,
});

// The checked tab's cards show; one rule per tab the spec names.
for (const tab of MODEL_TABS) {
  const slug = slugify(tab);
  globalStyle(`${models}:has(input[value="${slug}"]:checked) ${cards}[data-model-tab="${slug}"]`, { display: "grid" });
}

export const sideLinks = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const besideCards = style({
  "@media": {
    [media.lg]: { borderInlineStart: `1px solid ${vars.color.border}`, paddingInlineStart: vars.space.sm },
  },
});
