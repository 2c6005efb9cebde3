import { style } from "@vanilla-extract/css";
import { toolButton } from "~/components/car/CarCard.css";
import { vars } from "~/styles/theme.css";

/** The card's other tool buttons' look; pressed, the brand colour says "on your watchlist". */
export const saveButton = style([
  toolButton,
  {
    selectors: {
      '&[aria-pressed="true"]': {
        backgroundColor: vars.color.brand,
        borderColor: vars.color.brand,
        color: vars.color.brandContrast,
      },
    },
  },
]);
