import { z } from "zod";

// Apart from watchlist.ts, which the Save button imports, so zod stays out of the browser.
/** The Save button's form: posted to /watchlist, by a plain form or a fetcher. */
export const WatchlistFormSchema = z.object({
  intent: z.enum(["save", "remove"]),
  car_id: z.coerce.number().int().positive(),
  /** The page the button was pressed on, to come back to (and to return to after sign-in). */
  return_to: z.string().optional(),
});
