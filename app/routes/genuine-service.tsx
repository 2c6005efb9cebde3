import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ServicePageView } from "~/components/content/ServicePageView";
import { servicePageData } from "~/models/service/service-pages.server";
import { requestTenant } from "~/pages/request-tenant.server";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: `${data.page.title} | ${data.dealerName}` }, { name: "description", content: data.page.intro }] : [];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const tenant = requestTenant(request, context);
  return { ...servicePageData("genuine-service", tenant, new URL(request.url)), dealerName: tenant.name };
}

export default function GenuineServicePage() {
  const data = useLoaderData<typeof loader>();
  return <ServicePageView data={data} />;
}
