import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const panel = style({
  borderBottom: `1px solid ${vars.color.border}`,
  paddingBlock: vars.space.sm,
});

// The title is a bare text node, its badge beside it and the chevron at the far end (its
// auto margin): no element around title and badge, in each of a page's dozen panels.
export const summary = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  listStyle: "none",
  paddingBlock: vars.space.xs,
  fontWeight: vars.fontWeight.bold,
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    /* A chevron that turns when the panel opens. */
    "&::after": {
      content: '""',
      flex: "none",
      width: "0.5rem",
      height: "0.5rem",
      marginInlineStart: "auto",
      marginInlineEnd: vars.space.xxs,
      borderRight: "2px solid currentColor",
      borderBottom: "2px solid currentColor",
      transform: "rotate(45deg)",
      transition: "transform 300ms ease",
    },
    [`${panel}[open] > &::after`]: { transform: "rotate(-135deg)" },
  },
  "@media": {
    "(prefers-reduced-motion: reduce)": {
      selectors: { "&::after": { transition: "none" } },
    },
  },
});

export const badge = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: "1.5rem",
  height: "1.5rem",
  paddingInline: vars.space.xxs,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.brand,
  color: vars.color.brandContrast,
  fontSize: "0.8125rem",
  lineHeight: 1,
});

/** search-journey §4, §9: "Accordion animation 300 ms"; none for a shopper who asked for less motion. */
const ACCORDION_MS = 300;

const reveal = keyframes({
  from: { opacity: 0, transform: "translateY(-0.5rem)" },
  to: { opacity: 1, transform: "none" },
});

export const body = style({
  paddingBlock: vars.space.xs,
  selectors: {
    [`${panel}[open] > &`]: { animation: `${reveal} ${ACCORDION_MS}ms ease` },
  },
  "@media": {
    "(prefers-reduced-motion: reduce)": {
      selectors: { [`${panel}[open] > &`]: { animation: "none" } },
    },
  },
});
