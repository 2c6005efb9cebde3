import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DirectoryLayout } from "~/components/directory/DirectoryLayout";
import { ManufacturerDirectory } from "~/components/directory/ManufacturerDirectory";
import {
  directoryMeta,
  manufacturerEmptyText,
  manufacturerFilterValues,
  parseManufacturerFilters,
} from "~/models/search/directories";
import { searchManufacturerDirectory } from "~/models/search/directories.server";
import { loadDirectoryPage } from "~/pages/search/directory-page.server";
import { useTenant } from "~/hooks/useTenant";

/** The manufacturer/model directory (search-journey §2, §7). */
const PATH = "/manufacturers";

export const meta: MetaFunction<typeof loader> = ({ data }) => directoryMeta("Makes and models", data);

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadDirectoryPage(request, context, {
    path: PATH,
    parseFilters: parseManufacturerFilters,
    filterValues: manufacturerFilterValues,
    search: searchManufacturerDirectory,
    description: ({ name, address, labels }) =>
      `Every make and model of ${labels.stockNoun} for sale at ${name} in ${address.city} ${address.state}. Pick a model to see what is in stock.`,
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
      filters={{
        label: "Filter makes and models",
        fields: [
          { kind: "text", name: "name", label: "Make or model", value: filters.name, placeholder: "e.g. Mazda or CX-5" },
          {
            kind: "select",
            name: "body",
            label: "Body type",
            value: filters.body,
            anyLabel: "Any body type",
            options: directory.bodies,
          },
        ],
      }}
    >
      <ManufacturerDirectory makes={directory.makes} nouns={labels} emptyText={manufacturerEmptyText(filters)} />
    </DirectoryLayout>
  );
}
