import { globalStyle, style } from "@vanilla-extract/css";
import { framedBox } from "~/styles/recipes.css";
import { buttonBox } from "~/styles/button-rules";
import { media, vars } from "~/styles/theme.css";

export const card = style({ ...framedBox, boxShadow: vars.shadow.small });

export const cardTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: "1.125rem" });

export const actions = style({ display: "grid", gap: vars.space.xs });

export const action = style({ width: "100%" });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.9375rem" });

export const phone = style({ fontSize: "1.25rem", fontWeight: vars.fontWeight.bold });

const stickyBorder = "1px";

export const sticky = style({
  position: "fixed",
  insetInline: 0,
  bottom: 0,
  zIndex: 20,
  display: "flex",
  gap: vars.space.xs,
  padding: vars.space.xs,
  backgroundColor: vars.color.surface,
  borderTop: `${stickyBorder} solid ${vars.color.border}`,
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

/* Half the usual side padding: Brightlane's Quick Enquiry beside Call Now fits one line at 360 px. */
export const stickyButton = style({ flex: "1 1 0", paddingInline: vars.space.sm });

/*
 * Room for the bar at the very end of the document, below the site footer (SiteFooterPart's
 * #site-footer), only on pages with the bar and only at widths where it shows: room kept
 * inside the page ended above the footer, and the bar hid the footer's last lines at
 * 360 px. The bar is one row of buttons (61 px), whose labels take two lines when the
 * text is enlarged (125 % at 320 px: 93 px): the room is the bar's height with two-line
 * labels, from the same sizes the bar and its buttons are drawn with.
 */
const twoLineButton = `calc(2 * (${buttonBox.borderWidth} + ${buttonBox.paddingBlock}) + ${2 * buttonBox.lineHeight}rem)`;
globalStyle(`body:has(${sticky}) > #site-footer`, {
  paddingBottom: `calc(${stickyBorder} + 2 * ${vars.space.xs} + max(${buttonBox.minHeight}, ${twoLineButton}))`,
  "@media": { [media.md]: { paddingBottom: 0 } },
});
