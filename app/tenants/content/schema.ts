import { z } from "zod";
import { modelRangeSchema } from "../fields/model-range";
import { offerSchema } from "../fields/offer";
import { popupSchema } from "../fields/popup";
import { reviewSummarySchema } from "../fields/reviews";
import { cappedPriceServicingSchema, servicePageTitlesSchema } from "../fields/service-programs";

/**
 * A tenant's dealer content beside its configuration (vehicle-page §3: offers, models and
 * accessories, reviews, the promotional popup; a franchise's service programs). One typed
 * module per tenant, parsed by this schema when the server starts, like the tenant files
 * themselves (docs/decisions/001).
 */
export const TenantContentSchema = z
  .object({
    offers: z.array(offerSchema).default([]),
    models: modelRangeSchema.optional(),
    reviews: reviewSummarySchema.optional(),
    popup: popupSchema.optional(),
    /** The manufacturer's capped-price servicing a franchise shows on its service and model pages. */
    cappedPriceServicing: cappedPriceServicingSchema.optional(),
    servicePageTitles: servicePageTitlesSchema.optional(),
  })
  .superRefine((content, ctx) => {
    const ids = new Set<number>();
    content.offers.forEach((offer, index) => {
      if (ids.has(offer.id)) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["offers", index, "id"], message: `offer id ${offer.id} is used twice` });
      }
      ids.add(offer.id);
    });
    const slugs = new Set(content.models?.models.map((model) => model.slug));
    if (content.models && slugs.size !== content.models.models.length) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["models", "models"], message: "two models share a slug" });
    }
    content.models?.accessories.forEach((accessory, index) => {
      for (const slug of accessory.fits) {
        if (!slugs.has(slug)) {
          ctx.addIssue({
            code: z.ZodIssueCode.custom,
            path: ["models", "accessories", index, "fits"],
            message: `"${slug}" is not one of this tenant's models`,
          });
        }
      }
    });
  });

export type TenantContentInput = z.input<typeof TenantContentSchema>;
export type TenantContent = z.output<typeof TenantContentSchema>;

/** Lets a content module be type-checked against the schema's input while it is written. */
export function defineContent(input: TenantContentInput): TenantContentInput {
  return input;
}
