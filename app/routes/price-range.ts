import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { priceSliderValuesFrom } from "~/models/home/price-range";
import { priceRangeSearchPath } from "~/models/home/price-range-search";
import { PriceRangeFormSchema } from "~/models/home/price-range-form";
import { invariantResponse } from "~/server/http";
import { requestTenant } from "~/pages/request-tenant.server";
import { formatZodIssues } from "~/zod-issues.mjs";

/**
 * The home page's price range form without JavaScript (vehicle-page §2 "Price range slider
 * with a View button"): two amount boxes cannot send the search page's `price=min:max`, so
 * they come here and go on to that search, by the slider's rule (vehicle-page §5). With
 * JavaScript the slider goes to the same search itself.
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  const tenant = requestTenant(request, context);
  const form = PriceRangeFormSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  invariantResponse(form.success, () => `This price range could not be read: ${formatZodIssues(form.error!, "sentence")}.`);
  const values = priceSliderValuesFrom({ min: form.data.price_min, max: form.data.price_max });
  return redirect(priceRangeSearchPath(values, tenant));
}
