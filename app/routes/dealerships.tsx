import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DealershipDirectory } from "~/components/directory/DealershipDirectory";
import { DirectoryFilters } from "~/components/directory/DirectoryFilters";
import { DirectoryLayout } from "~/components/directory/DirectoryLayout";
import { getDatabase } from "~/db/client.server";
import {
  dealershipEmptyText,
  dealershipFilterValues,
  directoryMeta,
  directoryPageData,
  hasDealershipFilter,
  parseDealershipFilters,
} from "~/models/search/directories";
import { searchDealershipDirectory } from "~/models/search/directories.server";
import { requireTenant, siteOrigin } from "~/tenants/tenant.server";
import { useTenant } from "~/hooks/useTenant";

/** The dealership/category directory (search-journey §2, §7). */
const PATH = "/dealerships";

export const meta: MetaFunction<typeof loader> = ({ data }) => directoryMeta("Our dealerships", data);

export async function loader({ request }: LoaderFunctionArgs) {
  const tenant = requireTenant(request);
  const filters = parseDealershipFilters(new URL(request.url).searchParams);
  const { city, state } = tenant.address;
  return directoryPageData({
    path: PATH,
    origin: siteOrigin(request, tenant),
    dealerName: tenant.name,
    filters,
    filterValues: dealershipFilterValues(filters),
    directory: await searchDealershipDirectory(await getDatabase(), tenant, filters),
    description: `The dealerships of ${tenant.name} in ${city} ${state}: where they are, how to call them, and the ${tenant.labels.stockNoun} each has in stock by category and price.`,
  });
}

export default function DealershipsPage() {
  const { filters, filterValues, directory, dealerName } = useLoaderData<typeof loader>();
  const tenant = useTenant();
  const filtered = hasDealershipFilter(filters);
  return (
    <DirectoryLayout
      heading="Our dealerships"
      intro={`Find a ${dealerName} dealership by the ${tenant.labels.stockNoun} it has in stock: choose a category or a price range.`}
      listing={{ ...directory, path: PATH, filterValues, noun: ["dealership", "dealerships"] }}
      filters={
        <DirectoryFilters
          action={PATH}
          label="Filter dealerships"
          clearHref={filtered ? PATH : null}
          fields={[
            {
              kind: "select",
              name: "category",
              label: "Category",
              value: filters.category,
              anyLabel: "Any category",
              options: directory.categories,
            },
            {
              kind: "select",
              name: "price_range",
              label: "Price",
              value: filters.priceRange,
              anyLabel: "Any price",
              options: directory.priceRanges,
            },
          ]}
        />
      }
    >
      <DealershipDirectory
        dealerships={directory.dealerships}
        nouns={tenant.labels}
        filtered={filtered}
        maskedPhones={tenant.features.phoneMasking}
        emptyText={dealershipEmptyText(filters, tenant.labels)}
      />
    </DirectoryLayout>
  );
}
