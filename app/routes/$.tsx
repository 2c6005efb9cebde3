import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ServicePageView } from "~/components/content/ServicePageView";
import { aliasTarget } from "~/models/search/aliases";
import { serviceProgramPageData } from "~/models/service/service-pages.server";
import { notFound } from "~/server/http";
import { contentFor } from "~/tenants/content/content.server";
import { requestTenant } from "~/pages/request-tenant.server";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [{ title: `${data.page.title} | ${data.dealerName}` }, { name: "description", content: data.page.intro }]
    : [{ title: "Page not found" }];

/**
 * Any path no route claims: a franchise's manufacturer service program page, at the path
 * its tenant file gives (/diamond-advantage); another spelling of one of our pages
 * (aliases.ts) redirects to it; anything else is a 404 inside the tenant's shell (root
 * ErrorBoundary).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const tenant = requestTenant(request, context);
  const url = new URL(request.url);
  const program = serviceProgramPageData(tenant, url);
  if (program) return { ...program, dealerName: tenant.name };
  const target = aliasTarget(url.pathname, url.search, {
    makes: tenant.dealerships.flatMap((dealership) => dealership.manufacturers),
    modelRange: contentFor(tenant.slug).models ?? null,
  });
  if (target) throw redirect(target, 301);
  throw notFound();
}

export default function ServiceProgramPage() {
  return <ServicePageView data={useLoaderData<typeof loader>()} />;
}
