import { globalStyle, style } from "@vanilla-extract/css";
import * as progress from "~/components/trade-in/TradeInProgress.css";
import { vars } from "~/styles/theme.css";

/** The trade-in journey's step list, with five steps. */
export const steps = style([progress.steps, { gridTemplateColumns: "repeat(5, minmax(0, 1fr))", marginBlockEnd: vars.space.md }]);

/** A step already answered is a link back to it. */
export const stepLink = style({ display: "contents", color: "inherit" });

export const sections = style({ display: "grid", gap: vars.space.md, marginBlockEnd: vars.space.lg });

export const section = style({
  display: "grid",
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surfaceAlt,
  minWidth: 0,
});

export const sectionHead = style({ display: "flex", justifyContent: "space-between", alignItems: "baseline", gap: vars.space.sm });

export const sectionTitle = style({ margin: 0, fontSize: "1.125rem" });

export const rows = style({ display: "grid", gap: vars.space.xxs, margin: 0 });

export const row = style({ display: "grid", gridTemplateColumns: "minmax(7rem, 1fr) 2fr", gap: vars.space.sm, minWidth: 0 });

globalStyle(`${row} dt`, { color: vars.color.textMuted });
globalStyle(`${row} dd`, { margin: 0, overflowWrap: "anywhere" });

export const note = style({ margin: 0, color: vars.color.textMuted });

/** The fields one answer of a choice needs: a panel like the review's, without the fieldset's own frame. */
export const details = style([section, { margin: 0, border: 0 }]);

/** A fieldset's legend floats into the panel, as the condition questions' do. */
export const detailsLegend = style([sectionTitle, { float: "left", width: "100%", padding: 0 }]);

/** The trade-in estimate page: the car, the estimate, then Continue beside the way back to the form. */
export const estimate = style({ display: "grid", gap: vars.space.md, minWidth: 0 });

export const estimateActions = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.md,
  margin: 0,
});
