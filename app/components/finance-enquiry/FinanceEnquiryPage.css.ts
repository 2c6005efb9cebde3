import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const layout = style({
  display: "grid",
  gap: vars.space.xl,
  alignItems: "start",
  minWidth: 0,
  "@media": {
    [media.lg]: { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)" },
  },
});

export const formSection = style({
  display: "grid",
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  // The Get Finance link lands here: keep the heading clear of the top edge.
  scrollMarginTop: vars.space.lg,
  "@media": {
    [media.md]: { padding: vars.space.lg },
  },
});

export const sectionTitle = style({ margin: 0, fontSize: "1.5rem" });

export const aside = style({
  display: "grid",
  gap: vars.space.lg,
  minWidth: 0,
  "@media": {
    [media.lg]: { position: "sticky", top: vars.space.lg },
  },
});

export const howItWorks = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceAlt,
});

export const asideTitle = style({ margin: 0, fontSize: "1.25rem" });

export const steps = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: "grid",
  gap: vars.space.xs,
});

export const disclaimer = style({ margin: 0, fontSize: "0.875rem", color: vars.color.textMuted });

/** One of the manufacturer's finance tools: what it is, then its button. */
export const quoteLink = style({
  display: "grid",
  gap: vars.space.xs,
  justifyItems: "start",
  paddingBlockStart: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});

export const quoteTitle = style({ margin: 0, fontSize: "1rem" });

export const quoteText = style({ margin: 0 });
