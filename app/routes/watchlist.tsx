import {
  data,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useLoaderData, type ClientActionFunctionArgs } from "@remix-run/react";
import { isRouteAnswer } from "~/components/route-answer";
import { CarGrid } from "~/components/car/CarGrid";
import * as styles from "~/components/watchlist/WatchlistPage.css";
import { getDatabase } from "~/db/client.server";
import { formatMobile } from "~/models/auth/phone";
import { safeRedirect, signInPath } from "~/models/auth/redirects";
import { commitHeaders, getSession, getUser, PRIVATE_PAGE_HEADERS } from "~/pages/auth/session.server";
import { ensureFreshIndex, getCarRecords } from "~/models/search/search.server";
import { backTo, readList } from "~/pages/watchlist/lists.server";
import {
  WATCHLIST_PATH,
  watchlistErrorToast,
  watchlistToast,
} from "~/models/watchlist/watchlist";
import { WatchlistFormSchema } from "~/models/watchlist/watchlist-form";
import { listWatchlist, removeFromWatchlist, saveToWatchlist } from "~/models/watchlist/watchlist.server";
import { button } from "~/styles/shared.css";
import { requestTenant } from "~/pages/request-tenant.server";
import { useTenant } from "~/hooks/useTenant";
import { readForm } from "~/server/form-body";
import { invariantResponse } from "~/server/http";

export const meta: MetaFunction = () => [{ title: "Your watchlist" }, { name: "robots", content: "noindex" }];

/** One shopper's saved cars and phone number: never kept by a shared cache. */
export const headers: HeadersFunction = () => PRIVATE_PAGE_HEADERS;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const tenant = requestTenant(request, context);
  invariantResponse(tenant.features.garage, "This site has no watchlist.", { status: 404 });
  const user = await getUser(request, tenant);
  const now = Date.now();
  if (!user) return { phone: null, cars: [], favouriteIds: [], comparedIds: [], now };
  const db = await getDatabase();
  const ids = await listWatchlist(db, tenant, user.id);
  await ensureFreshIndex(db);
  return {
    phone: formatMobile(user.phone),
    cars: await getCarRecords(tenant, ids.map(String)),
    favouriteIds: await readList(request, "favourites"),
    comparedIds: await readList(request, "compare"),
    now,
  };
}

/**
 * The Save button of a car card (search-journey §4). Anonymous: to sign-in, remembering the
 * Save so it is done once signed in. A plain form post comes back to its page with the toast
 * as a flash (PRG); a fetcher from the enhanced button gets the toast as data and stays put.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const tenant = requestTenant(request, context);
  invariantResponse(tenant.features.garage, "This site has no watchlist.", { status: 404 });
  const form = WatchlistFormSchema.safeParse(Object.fromEntries(await readForm(request)));
  invariantResponse(form.success, "A watchlist change is a form post of intent and car_id.");
  const { intent, car_id: carId } = form.data;
  // A card's switch says nothing: it is back to the page it was pressed on, as Save and Compare are.
  const returnTo = form.data.return_to ? safeRedirect(form.data.return_to, WATCHLIST_PATH) : backTo(request, WATCHLIST_PATH);

  const session = await getSession(request, tenant);
  const user = await getUser(request, tenant);
  if (!user) {
    if (intent === "save") session.set("pendingWatchlistCarId", carId);
    throw redirect(signInPath({ type: "watchlist", redirect: returnTo, back: returnTo }), {
      status: 303,
      headers: await commitHeaders(session),
    });
  }

  const db = await getDatabase();
  const outcome =
    intent === "save"
      ? await saveToWatchlist(db, tenant, user.id, carId)
      : await removeFromWatchlist(db, tenant, user.id, carId);
  const toastId = crypto.randomUUID();
  const toast = outcome.ok
    ? watchlistToast(intent === "save" ? "saved" : "removed", outcome.car.name, toastId)
    : watchlistErrorToast(outcome.message, toastId);

  if (isScriptFetch(request)) {
    return data({ success: outcome.ok, toast }, { status: outcome.ok ? 200 : 409 });
  }
  session.flash("toast", toast);
  throw redirect(returnTo, { status: 303, headers: await commitHeaders(session) });
}

/**
 * With JavaScript, a Save whose post fails (the network, a 500) answers like a refused one,
 * success false with the message as an alert (search-journey §8), and the page stays.
 */
export async function clientAction({ serverAction }: ClientActionFunctionArgs) {
  try {
    return await serverAction<typeof action>();
  } catch (error) {
    if (isRouteAnswer(error)) throw error;
    return {
      success: false,
      toast: watchlistErrorToast("We couldn't update your watchlist just now. Please try again.", crypto.randomUUID()),
    };
  }
}

/** A fetcher's request (Sec-Fetch-Mode cors or same-origin), not a browser's form navigation. */
function isScriptFetch(request: Request): boolean {
  const mode = request.headers.get("Sec-Fetch-Mode");
  return mode !== null && mode !== "navigate";
}

export default function WatchlistPage() {
  const { phone, cars, favouriteIds, comparedIds, now } = useLoaderData<typeof loader>();
  const tenant = useTenant();
  if (!phone) {
    return (
      <div className={styles.page}>
        <h1 className={styles.heading}>Your watchlist</h1>
        <div className={styles.prompt}>
          <p>
            Sign in with your mobile number to see the {tenant.labels.stockNoun} you have saved, on any device.
          </p>
          <Link
            to={signInPath({ type: "watchlist", redirect: WATCHLIST_PATH, back: tenant.search.path })}
            className={button.primary}
          >
            Sign in
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <div className={styles.headingRow}>
        <h1 className={styles.heading}>Your watchlist</h1>
        <Form method="post" action="/sign-out" className={styles.account}>
          <span>Signed in as {phone}</span>
          <button type="submit" className={styles.signOut}>
            Sign out
          </button>
        </Form>
      </div>
      {cars.length === 0 ? (
        <div className={styles.prompt}>
          <p>
            Your watchlist is empty. Press Watchlist on a {tenant.labels.vehicleType} to keep an eye on it here.
          </p>
          <Link to={tenant.search.path} className={button.outline}>
            Browse our {tenant.labels.stockNoun}
          </Link>
        </div>
      ) : (
        <CarGrid
          cars={cars}
          tenant={tenant}
          now={now}
          savedIds={new Set(favouriteIds)}
          comparedIds={new Set(comparedIds)}
        />
      )}
    </div>
  );
}
