import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { HomeHero } from "~/components/home/HomeHero";
import { LocationList } from "~/components/home/LocationList";
import { StockByType } from "~/components/home/StockByType";
import { getDatabase } from "~/db/client.server";
import { countStockByType } from "~/models/stock/stock.server";
import { toPublicTenant } from "~/tenants/public";
import { requireTenant } from "~/tenants/tenant.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: "Not found" }];
  const { tenant } = data;
  const where = `${tenant.address.city} ${tenant.address.state}`;
  return [
    { title: `${tenant.name} | ${tenant.tagline ?? `Vehicle dealer in ${where}`}` },
    {
      name: "description",
      content: `${tenant.hero.heading}. Browse new, demo and used ${tenant.labels.stockNoun} at ${tenant.name}, ${where}.`,
    },
  ];
};

export async function loader({ request }: LoaderFunctionArgs) {
  const tenant = requireTenant(request);
  const db = await getDatabase();
  const counts = await countStockByType(db, tenant.slug, tenant.search.soldWindowDays);
  return { tenant: toPublicTenant(tenant), counts };
}

export default function HomePage() {
  const { tenant, counts } = useLoaderData<typeof loader>();
  return (
    <>
      <HomeHero tenant={tenant} />
      <StockByType tenant={tenant} counts={counts} />
      <LocationList tenant={tenant} />
    </>
  );
}
