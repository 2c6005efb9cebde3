import { style } from "@vanilla-extract/css";
import { formBesideAside, formPanel } from "~/styles/recipes.css";
import { media, vars } from "~/styles/theme.css";

export const layout = style(formBesideAside);

export const formSection = style({
  ...formPanel,
  // The Get Finance link lands here: keep the heading clear of the top edge.
  scrollMarginTop: vars.space.lg,
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
