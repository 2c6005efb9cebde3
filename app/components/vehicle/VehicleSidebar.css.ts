import { globalStyle, style } from "@vanilla-extract/css";
import { framedBox } from "~/styles/recipes.css";
import { media, vars } from "~/styles/theme.css";

export const sidebar = style({
  display: "grid",
  gap: vars.space.md,
  alignContent: "start",
  minWidth: 0,
  "@media": { [media.lg]: { position: "sticky", top: vars.space.md } },
});

export const card = style({ ...framedBox, boxShadow: vars.shadow.small });

export const cardTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: "1.125rem" });

export const actions = style({ display: "grid", gap: vars.space.xs });

export const action = style({ width: "100%" });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.9375rem" });

export const phone = style({ fontSize: "1.25rem", fontWeight: vars.fontWeight.bold });

export const sticky = style({
  position: "fixed",
  insetInline: 0,
  bottom: 0,
  zIndex: 20,
  display: "flex",
  gap: vars.space.xs,
  padding: vars.space.xs,
  backgroundColor: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.medium,
  transition: "transform 200ms ease",
  selectors: {
    '&[data-scrolled="false"]': { transform: "translateY(110%)" },
  },
  "@media": {
    [media.md]: { display: "none" },
    "(prefers-reduced-motion: reduce)": { transition: "none" },
  },
});

export const stickyButton = style({ flex: "1 1 0" });

/*
 * Room for the bar at the very end of the document, below the site footer (SiteFooterPart's
 * #site-footer), only on pages with the bar and only at widths where it shows: room kept
 * inside the page ended above the footer, and the bar hid the footer's last lines at
 * 360 px. The bar is one row of buttons, 61 px tall in every theme.
 */
globalStyle(`body:has(${sticky}) > #site-footer`, {
  paddingBottom: "4.5rem",
  "@media": { [media.md]: { paddingBottom: 0 } },
});
