import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CarGrid } from "~/components/car/CarGrid";
import { getDatabase } from "~/db/client.server";
import { ensureFreshIndex, getCarRecords } from "~/models/search/search.server";
import { changeListFromForm, readList } from "~/pages/watchlist/lists.server";
import * as styles from "~/styles/search-page.css";
import { requestTenant } from "~/pages/request-tenant.server";
import { useTenant } from "~/hooks/useTenant";

export const meta: MetaFunction = () => [{ title: "Your favourites" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const tenant = requestTenant(request, context);
  const ids = await readList(request, "favourites");
  await ensureFreshIndex(await getDatabase());
  const cars = await getCarRecords(tenant, ids.map(String));
  // savedIds is the whole cookie, not only the cars still for sale: the favourites mirror in
  // local storage follows the cookie.
  return { cars: cars.reverse(), savedIds: ids, comparedIds: await readList(request, "compare"), now: Date.now() };
}

export async function action({ request, context }: ActionFunctionArgs) {
  requestTenant(request, context);
  return changeListFromForm(request, "favourites");
}

export default function FavouritesPage() {
  const { cars, savedIds, comparedIds, now } = useLoaderData<typeof loader>();
  const tenant = useTenant();
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Your favourites</h1>
      {cars.length === 0 ? (
        <p>
          You haven&apos;t saved any {tenant.labels.stockNoun} yet. Press Save on a {tenant.labels.vehicleType} to keep
          it here. <a href={tenant.search.path}>Browse our {tenant.labels.stockNoun}</a>
        </p>
      ) : (
        <CarGrid
          cars={cars}
          tenant={tenant}
          now={now}
          savedIds={new Set(savedIds)}
          comparedIds={new Set(comparedIds)}
        />
      )}
    </div>
  );
}
