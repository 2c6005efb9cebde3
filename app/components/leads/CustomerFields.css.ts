import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** Terms and opt-in: the whole row, set apart from the fields above. */
export const consent = style({
  gridColumn: "1 / -1",
  display: "grid",
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});
