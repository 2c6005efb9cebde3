import type { StyleRule } from "@vanilla-extract/css";
import { media, vars } from "./theme.css";

/*
 * Style rules that several components share, as plain objects to spread into their own
 * `style({ ... })`. Spreading keeps each component's one class and its place in the
 * stylesheet, where composing a shared class would add a class and move the rule. A key
 * written after the spread refines the shared value.
 */

/** A form's text box or select: the same height, border and colours on every form. */
export const formControl = {
  minHeight: "2.75rem",
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: "1rem",
} satisfies StyleRule;

/** A label wrapped around its control: the label's small text above the box. */
export const labelledField = {
  display: "grid",
  gap: vars.space.xxs,
  fontSize: "0.875rem",
  fontWeight: vars.fontWeight.medium,
} satisfies StyleRule;

/** The page's surface in a thin border with rounded corners. */
const surfaceFrame = {
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
} satisfies StyleRule;

/** A framed box of stacked content on the page's surface: a card, a notice, a summary. */
export const framedBox = {
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.md,
  ...surfaceFrame,
} satisfies StyleRule;

/** A lead form's panel: framed, roomier from 768 px. */
export const formPanel = {
  ...framedBox,
  gap: vars.space.md,
  minWidth: 0,
  "@media": {
    [media.md]: { padding: vars.space.lg },
  },
} satisfies StyleRule;

/** A lead page's columns: the form, and beside it from 992 px the car and what to expect. */
export const formBesideAside = {
  display: "grid",
  gap: vars.space.xl,
  alignItems: "start",
  minWidth: 0,
  "@media": {
    [media.lg]: { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)" },
  },
} satisfies StyleRule;

/** A list laid out by its own rules (a grid, a row of pills): no bullets, no indent. */
export const bareList = {
  margin: 0,
  padding: 0,
  listStyle: "none",
} satisfies StyleRule;

/** A list of pills that wraps onto more lines. */
export const pillList = {
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  ...bareList,
} satisfies StyleRule;

/** On hover a control's border and text take the brand colour. */
export const brandHover = {
  borderColor: vars.color.brand,
  color: vars.color.brandText,
} satisfies StyleRule;

/** The brand's fill with the text colour that reads on it: a control that is on (pressed, current). */
export const brandFill = {
  backgroundColor: vars.color.brand,
  borderColor: vars.color.brand,
  color: vars.color.brandContrast,
} satisfies StyleRule;

/**
 * A small bordered control on the page's surface with its content centred (a card's tool, a
 * page number). Size, corners and states are the caller's: `brandHover`, and `brandFill` while on.
 */
export const surfaceControl = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
} satisfies StyleRule;

/**
 * A link drawn as a pill (a filter chip, a tab, a recent search); the border takes the brand
 * colour on hover. A pill with its own states writes its own `selectors`.
 */
export const pillLink = {
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  textDecoration: "none",
  selectors: {
    "&:hover": brandHover,
  },
} satisfies StyleRule;

/** A card raised off the page: the framed surface with large corners and a small shadow. */
export const raisedCard = {
  ...surfaceFrame,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.small,
} satisfies StyleRule;

/** Where a list has nothing to show: a dashed frame around a centred line. */
export const emptyNotice = {
  padding: vars.space.lg,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  textAlign: "center",
} satisfies StyleRule;
