import { z } from "zod";

/**
 * The reservation page's one form: the link's token in a hidden field and the button's
 * intent. Both come from the page itself, so an error here is a forged or broken post.
 */
export const ReservationFormSchema = z.object({
  token: z.string({ required_error: "is required" }).max(200, "must be at most 200 characters"),
  intent: z.enum(["confirm", "cancel"], { errorMap: () => ({ message: "must be confirm or cancel" }) }),
});
