import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CompareTable } from "~/components/car/CompareTable";
import { getDatabase } from "~/db/client.server";
import { ensureFreshIndex, getCarRecords } from "~/models/search/search.server";
import { COMPARE_LIMIT } from "~/models/watchlist/lists";
import { changeListFromForm, readList } from "~/pages/watchlist/lists.server";
import * as styles from "~/styles/search-page.css";
import { requestTenant } from "~/pages/request-tenant.server";
import { useTenant } from "~/hooks/useTenant";

export const meta: MetaFunction = () => [{ title: "Compare" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const tenant = requestTenant(request, context);
  const ids = await readList(request, "compare");
  await ensureFreshIndex(await getDatabase());
  const found = await getCarRecords(tenant, ids.map(String));
  return { cars: found };
}

export async function action({ request, context }: ActionFunctionArgs) {
  requestTenant(request, context);
  return changeListFromForm(request, "compare");
}

export default function ComparePage() {
  const { cars } = useLoaderData<typeof loader>();
  const tenant = useTenant();
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Compare {tenant.labels.stockNoun}</h1>
      {cars.length === 0 ? (
        <p>
          Nothing to compare yet: press Compare on up to {COMPARE_LIMIT} {tenant.labels.stockNoun}.{" "}
          <a href={tenant.search.path}>Browse our {tenant.labels.stockNoun}</a>
        </p>
      ) : (
        <>
          {cars.length < COMPARE_LIMIT ? (
            <p>
              You can compare up to {COMPARE_LIMIT} {tenant.labels.stockNoun}.{" "}
              <a href={tenant.search.path}>Add another</a>
            </p>
          ) : null}
          <CompareTable cars={cars} tenant={tenant} />
        </>
      )}
    </div>
  );
}
