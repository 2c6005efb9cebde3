import { style, styleVariants } from "@vanilla-extract/css";
import type { TagTone } from "~/models/car/display";
import { vars } from "~/styles/theme.css";

/** A car's tags (Sold, Reduced, Certified...): on its card and on its vehicle page. */
const tagBase = style({
  display: "inline-block",
  paddingBlock: "0.2rem",
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  fontSize: "0.75rem",
  fontWeight: vars.fontWeight.bold,
  letterSpacing: "0.02em",
  lineHeight: 1.3,
  boxShadow: vars.shadow.small,
});

/**
 * Tag colours belong to the tags, not the template (search-journey §4: "Tag text such as
 * Runout Sale has its own colour"), so they are the one place with fixed colours. Each
 * pair passes WCAG AA for small bold text.
 */
const TONES: Record<TagTone, { backgroundColor: string; color: string }> = {
  reserved: { backgroundColor: "#b45309", color: "#ffffff" },
  "coming-soon": { backgroundColor: "#1d4ed8", color: "#ffffff" },
  sold: { backgroundColor: "#b91c1c", color: "#ffffff" },
  "new-arrival": { backgroundColor: "#6d28d9", color: "#ffffff" },
  sale: { backgroundColor: "#c2410c", color: "#ffffff" },
  info: { backgroundColor: "#0e7490", color: "#ffffff" },
  certified: { backgroundColor: "#9f1239", color: "#ffffff" },
  green: { backgroundColor: "#15803d", color: "#ffffff" },
  neutral: { backgroundColor: "#374151", color: "#ffffff" },
};

export const tag = styleVariants(TONES, (tone) => [tagBase, tone]);
