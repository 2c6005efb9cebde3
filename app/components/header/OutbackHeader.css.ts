import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
// After the shared parts and the nav in the stylesheet: this template's classes refine theirs.
import "./MainNav.css";

/* outback: the name centred above a band of navigation. */

export const outbackTop = style({
  display: "grid",
  gridTemplateColumns: "1fr",
  justifyItems: "center",
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  textAlign: "center",
  "@media": {
    [media.lg]: {
      gridTemplateColumns: "1fr auto 1fr",
      alignItems: "center",
      paddingBlock: vars.space.lg,
    },
  },
});

export const outbackLocale = style({
  display: "none",
  margin: 0,
  color: vars.color.textMuted,
  fontSize: "0.875rem",
  "@media": {
    [media.lg]: { display: "block", justifySelf: "start", textAlign: "start" },
  },
});

export const outbackBrand = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
});

export const outbackWordmark = style({
  fontSize: "1.75rem",
  color: vars.color.brandText,
  selectors: {
    "&:hover": { color: vars.color.brandText },
  },
  "@media": {
    [media.md]: { fontSize: "2.25rem" },
  },
});

export const outbackTagline = style({
  margin: 0,
  color: vars.color.textMuted,
  fontFamily: vars.font.heading,
  fontStyle: "italic",
});

export const outbackActions = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  flexWrap: "wrap",
  gap: vars.space.md,
  "@media": {
    [media.lg]: { justifySelf: "end" },
  },
});

export const outbackNavBand = style({
  backgroundColor: vars.color.headerBand,
  color: vars.color.headerBandText,
  borderBottom: `4px solid ${vars.color.accent}`,
});
