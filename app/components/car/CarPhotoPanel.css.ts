import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { WIDE_CARD } from "./card-width";

/*
 * The card's picture area when it has no picture to show: the image-not-found panel, or a
 * car with no photos yet and the form to ask for them.
 */

/** No photo yet, or the photo is missing: a panel in the picture's place. */
export const placeholder = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xs,
  minHeight: "100%",
  // Room above for the tags and the stacked favourite and compare buttons, below for the
  // location overlay.
  padding: `5.25rem ${vars.space.md} calc(${vars.space.xl} + ${vars.space.sm})`,
  "@container": {
    [WIDE_CARD]: { paddingTop: vars.space.xxl },
  },
  textAlign: "center",
  color: vars.color.textMuted,
});

export const placeholderIcon = style({
  display: "none",
  width: "2.5rem",
  height: "2.5rem",
  opacity: 0.6,
  "@container": {
    [WIDE_CARD]: { display: "block" },
  },
});

export const placeholderTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  fontSize: "1.125rem",
  color: vars.color.text,
});

export const requestPhotos = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: vars.space.xs,
  width: "100%",
  maxWidth: "22rem",
});

export const requestPhotosInput = style({
  flex: "1 1 10rem",
  minWidth: 0,
  minHeight: "2.5rem",
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  fontSize: "0.9375rem",
});

/** Consent under the email box: the one line the form needs beside it (vehicle-page §5). */
export const requestPhotosConsent = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xxs,
  flexBasis: "100%",
  justifyContent: "center",
  fontSize: "0.8125rem",
  color: vars.color.text,
});

export const requestPhotosButton = style({
  flex: "0 0 auto",
  minHeight: "2.5rem",
  paddingInline: vars.space.md,
  fontSize: "0.875rem",
});
