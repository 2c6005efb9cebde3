import { style } from "@vanilla-extract/css";
import { media } from "~/styles/theme.css";

/** From 768 px the guarantees banner heads the results, as it always did. */
export const guaranteesBeforeResults = style({
  display: "none",
  "@media": { [media.md]: { display: "block" } },
});

/** Below 768 px it follows them: the shopper sees cars first. */
export const guaranteesAfterResults = style({
  "@media": { [media.md]: { display: "none" } },
});
