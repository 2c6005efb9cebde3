import { z } from "zod";

// Apart from price-range.ts, which the home page's slider imports, so zod stays out of the browser.
const amount = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  z.coerce
    .number({ invalid_type_error: "must be an amount in dollars, such as 20000" })
    .finite("must be an amount in dollars, such as 20000")
    .optional(),
);

/**
 * The home page's price range form (vehicle-page §2 "Price range slider with a View button"):
 * `price_min` and `price_max`, each an amount or left empty. Which amounts make a range is
 * the slider's rule (priceSliderValuesFrom), not an error: only text that is no amount is.
 */
export const PriceRangeFormSchema = z.object({ price_min: amount, price_max: amount });
