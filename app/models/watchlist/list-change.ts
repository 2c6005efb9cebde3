import { z } from "zod";
import type { ListChange } from "./lists";

// Apart from lists.ts so the cards, which read the limits, do not bring zod to the browser.
/** The form each card's Save and Compare buttons post. */
export const ListChangeSchema: z.ZodType<ListChange, z.ZodTypeDef, unknown> = z.object({
  car_id: z.coerce.number().int().positive("car_id must be a car's id"),
  intent: z.enum(["add", "remove"]).default("add"),
});
