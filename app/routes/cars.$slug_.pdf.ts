import type { LoaderFunctionArgs } from "@remix-run/node";
import { getDatabase } from "~/db/client.server";
import { brochureFor } from "~/models/car/brochure";
import { renderBrochure } from "~/models/car/brochure.server";
import { findListedCar } from "~/models/car/vehicle.server";
import { vehicleView } from "~/models/car/vehicle-view";
import { notFound } from "~/server/http";
import { siteOrigin } from "~/tenants/tenant.server";
import { requestTenant } from "~/pages/request-tenant.server";

/** The vehicle brochure, /cars/{slug}/pdf, saved as {slug}.pdf (vehicle-page §4, §7). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const tenant = requestTenant(request, context);
  const now = new Date();
  const row = await findListedCar(await getDatabase(), tenant, params.slug ?? "", now);
  if (!row) throw notFound(`No such ${tenant.labels.vehicleType}`);
  const view = vehicleView(row, tenant, now);
  const origin = siteOrigin(request, tenant);
  const pdf = await renderBrochure(brochureFor(view, row.images?.[0]?.url ?? null, tenant, origin, now));
  return new Response(Buffer.from(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${view.pdfFileName}"`,
      "Cache-Control": "private, max-age=300",
    },
  });
}
