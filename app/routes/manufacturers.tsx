import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DirectoryFilters } from "~/components/directory/DirectoryFilters";
import { DirectoryLayout } from "~/components/directory/DirectoryLayout";
import { ManufacturerDirectory } from "~/components/directory/ManufacturerDirectory";
import { getDatabase } from "~/db/client.server";
import {
  directoryMeta,
  directoryPageData,
  manufacturerEmptyText,
  parseManufacturerFilters,
} from "~/models/search/directories";
import { searchManufacturerDirectory } from "~/models/search/directories.server";
import { requireTenant, siteOrigin } from "~/tenants/tenant.server";
import { useTenant } from "~/hooks/useTenant";

/** The manufacturer/model directory (search-journey §2, §7). */
const PATH = "/manufacturers";

export const meta: MetaFunction<typeof loader> = ({ data }) => directoryMeta("Makes and models", data);

export async function loader({ request }: LoaderFunctionArgs) {
  const tenant = requireTenant(request);
  const filters = parseManufacturerFilters(new URL(request.url).searchParams);
  const { city, state } = tenant.address;
  return directoryPageData({
    path: PATH,
    origin: siteOrigin(request, tenant),
    dealerName: tenant.name,
    filters,
    filterValues: { name: filters.name, body: filters.body },
    directory: await searchManufacturerDirectory(await getDatabase(), tenant, filters),
    description: `Every make and model of ${tenant.labels.stockNoun} for sale at ${tenant.name} in ${city} ${state}. Pick a model to see what is in stock.`,
  });
}

export default function ManufacturersPage() {
  const { filters, filterValues, directory, dealerName } = useLoaderData<typeof loader>();
  const { labels } = useTenant();
  return (
    <DirectoryLayout
      heading="Makes and models"
      intro={`Every make and model in stock at ${dealerName}. Choose a model to see its ${labels.stockNoun}.`}
      listing={{ ...directory, path: PATH, filterValues, noun: ["make", "makes"] }}
      filters={
        <DirectoryFilters
          action={PATH}
          label="Filter makes and models"
          clearHref={filters.name || filters.body ? PATH : null}
          fields={[
            { kind: "text", name: "name", label: "Make or model", value: filters.name, placeholder: "e.g. Mazda or CX-5" },
            {
              kind: "select",
              name: "body",
              label: "Body type",
              value: filters.body,
              anyLabel: "Any body type",
              options: directory.bodies,
            },
          ]}
        />
      }
    >
      <ManufacturerDirectory makes={directory.makes} nouns={labels} emptyText={manufacturerEmptyText(filters)} />
    </DirectoryLayout>
  );
}
