import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DealershipDirectory } from "~/components/directory/DealershipDirectory";
import { DirectoryLayout } from "~/components/directory/DirectoryLayout";
import {
  dealershipEmptyText,
  dealershipFilterValues,
  directoryMeta,
  hasDealershipFilter,
  parseDealershipFilters,
} from "~/models/search/directories";
import { dealershipDirectoryForPage, searchDealershipDirectory } from "~/models/search/directories.server";
import { loadDirectoryPage } from "~/pages/search/directory-page.server";
import { requestTenant } from "~/pages/request-tenant.server";
import { useTenant } from "~/hooks/useTenant";

/** The dealership/category directory (search-journey §2, §7). */
const PATH = "/dealerships";

export const meta: MetaFunction<typeof loader> = ({ data }) => directoryMeta("Our dealerships", data);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = await loadDirectoryPage(request, context, {
    path: PATH,
    parseFilters: parseDealershipFilters,
    filterValues: dealershipFilterValues,
    search: searchDealershipDirectory,
    description: ({ name, address, labels }) =>
      `The dealerships of ${name} in ${address.city} ${address.state}: where they are, how to call them, and the ${labels.stockNoun} each has in stock by category and price.`,
  });
  return { ...page, directory: dealershipDirectoryForPage(page.directory, requestTenant(request, context), new URL(request.url)) };
}

export default function DealershipsPage() {
  const { filters, filterValues, directory, dealerName } = useLoaderData<typeof loader>();
  const tenant = useTenant();
  return (
    <DirectoryLayout
      heading="Our dealerships"
      intro={`Find a ${dealerName} dealership by the ${tenant.labels.stockNoun} it has in stock: choose a category or a price range.`}
      listing={{ ...directory, path: PATH, filterValues, noun: ["dealership", "dealerships"] }}
      filters={{
        label: "Filter dealerships",
        fields: [
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
        ],
      }}
    >
      <DealershipDirectory
        dealerships={directory.dealerships}
        nouns={tenant.labels}
        filtered={hasDealershipFilter(filters)}
        maskedPhones={tenant.features.phoneMasking}
        emptyText={dealershipEmptyText(filters, tenant.labels)}
      />
    </DirectoryLayout>
  );
}
