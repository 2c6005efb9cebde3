import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DirectoryFilters } from "~/components/directory/DirectoryFilters";
import { DirectoryLayout } from "~/components/directory/DirectoryLayout";
import { DirectoryPagination } from "~/components/directory/DirectoryPagination";
import { ManufacturerDirectory } from "~/components/directory/ManufacturerDirectory";
import { getDatabase } from "~/db/client.server";
import { directoryHref, directoryMeta, manufacturerEmptyText, parseManufacturerFilters } from "~/models/search/directories";
import { searchManufacturerDirectory } from "~/models/search/directories.server";
import { requireTenant, siteOrigin } from "~/tenants/tenant.server";
import { useTenant } from "~/hooks/useTenant";

/** The manufacturer/model directory (search-journey §2, §7). */
const PATH = "/manufacturers";

export const meta: MetaFunction<typeof loader> = ({ data }) => directoryMeta("Makes and models", data);

export async function loader({ request }: LoaderFunctionArgs) {
  const tenant = requireTenant(request);
  const url = new URL(request.url);
  const filters = parseManufacturerFilters(url.searchParams);
  const directory = await searchManufacturerDirectory(await getDatabase(), tenant, filters);
  const { city, state } = tenant.address;
  return {
    filters,
    directory,
    dealerName: tenant.name,
    description: `Every make and model of ${tenant.labels.stockNoun} for sale at ${tenant.name} in ${city} ${state}. Pick a model to see what is in stock.`,
    canonical: `${siteOrigin(request, tenant)}${directoryHref(PATH, { name: filters.name, body: filters.body, page: directory.page })}`,
  };
}

export default function ManufacturersPage() {
  const { filters, directory, dealerName } = useLoaderData<typeof loader>();
  const { labels } = useTenant();
  const pages = directory.pageCount > 1 ? `, page ${directory.page} of ${directory.pageCount}` : "";
  return (
    <DirectoryLayout
      heading="Makes and models"
      intro={`Every make and model in stock at ${dealerName}. Choose a model to see its ${labels.stockNoun}.`}
      summary={`${directory.total.toLocaleString("en-AU")} ${directory.total === 1 ? "make" : "makes"}${pages}`}
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
      <DirectoryPagination
        path={PATH}
        filters={{ name: filters.name, body: filters.body }}
        page={directory.page}
        pageCount={directory.pageCount}
      />
    </DirectoryLayout>
  );
}
