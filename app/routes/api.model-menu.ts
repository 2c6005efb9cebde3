import type { LoaderFunctionArgs } from "@remix-run/node";
import { modelTabCards, type ModelMenuData } from "~/models/model-range/catalogue";
import { notFound } from "~/server/http";
import { contentFor } from "~/tenants/content/content.server";
import { requestTenant } from "~/pages/request-tenant.server";

/**
 * The New Vehicles dropdown's tabs and cards (vehicle-page §2). They were a third of every
 * page's HTML on a dealer with models, so the header asks for them when the menu
 * opens; without JavaScript the New Vehicles link goes to /models, where the same cards are.
 */
export function loader({ request, context }: LoaderFunctionArgs): ModelMenuData {
  const models = contentFor(requestTenant(request, context).slug).models;
  if (!models) throw notFound();
  return { tabs: modelTabCards(models, { dropdown: true }) };
}
