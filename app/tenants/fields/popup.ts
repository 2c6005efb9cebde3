import { z } from "zod";

/** §3 Popup props: src, expiryDate, linkTo, title, description, buttonText. */
export const popupSchema = z.object({
  src: z.string().min(1),
  /** "YYYY-MM-DD", the last day it shows, or an instant (see isPopupExpired). */
  expiryDate: z
    .string()
    .refine((value) => Number.isFinite(Date.parse(value)), "must be a date such as 2027-06-30")
    .nullable()
    .default(null),
  linkTo: z.union([z.string().regex(/^\/[^\s]*$/), z.string().url()]),
  title: z.string().min(1),
  description: z.string().min(1),
  buttonText: z.string().min(1),
  /** Text for the image, when it says more than the title. */
  alt: z.string().default(""),
});
export type PopupProps = z.output<typeof popupSchema>;
