import { useFetcher, useLocation, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useRef, type FormEvent } from "react";
import { toolForm, toolIcon, toolLabel } from "~/components/car/CarCard.css";
import type { ToastMessage } from "~/models/toast/message";
import { useToaster } from "~/components/toast/ToastRegion";
import { pushAnalyticsEvent } from "~/models/analytics/datalayer";
import type { Car } from "~/models/car/car";
import { canSaveToWatchlist, WATCHLIST_SAVE_EVENT } from "~/models/watchlist/watchlist";
import type { loader as rootLoader } from "~/root";
import * as styles from "./SaveToWatchlist.css";

/** What /watchlist answers a fetcher: the outcome and its toast. */
interface WatchlistChangeAnswer {
  success: boolean;
  toast: ToastMessage;
}

/** The signed-in shopper's saved cars, from the root loader (empty when anonymous). */
export function useWatchlistIds(): ReadonlySet<number> {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return new Set(root?.watchlistIds ?? []);
}

/**
 * The watchlist switch of a car card on tenants with the garage (search-journey §4). A plain
 * form to /watchlist, so it works without JavaScript (anonymous shoppers go to sign-in, then
 * back). With JavaScript: "Save adds the car optimistically, then posts. Remove does the
 * reverse." The answer's toast shows, and a save fires event 39 (§7).
 */
export function SaveToWatchlist({ car }: { car: Pick<Car, "id" | "name" | "make" | "model" | "status"> }) {
  const saved = useWatchlistIds().has(car.id);
  const { pathname, search } = useLocation();
  const fetcher = useFetcher<WatchlistChangeAnswer>({ key: `watchlist:${car.id}` });
  const toaster = useToaster();
  const shownAnswer = useRef<WatchlistChangeAnswer | undefined>(undefined);
  const lastIntent = useRef<"save" | "remove">("save");

  const posting = fetcher.formData?.get("intent");
  const pressed = posting === "save" || posting === "remove" ? posting === "save" : saved;

  // The answer arrives while the page's data reloads: shown at once, as on /watchlist this
  // card leaves the page with that reload.
  useEffect(() => {
    const answer = fetcher.data;
    if (!answer || shownAnswer.current === answer) return;
    shownAnswer.current = answer;
    toaster.show(answer.toast);
    // Counted once the server has it: an anonymous Save goes to sign-in instead.
    if (answer.success && lastIntent.current === "save") {
      pushAnalyticsEvent(WATCHLIST_SAVE_EVENT, { car_id: car.id, car_name: car.name, make: car.make, model: car.model });
    }
  }, [fetcher.data, toaster, car]);

  // search-journey §4: a sold car is not offered for saving, only for removing once saved.
  if (!canSaveToWatchlist(car, saved)) return null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const intent = pressed ? "remove" : "save";
    const formData = new FormData(event.currentTarget);
    formData.set("intent", intent);
    lastIntent.current = intent;
    fetcher.submit(formData, { method: "post", action: "/watchlist", preventScrollReset: true });
  };

  return (
    <form method="post" action="/watchlist" className={toolForm} onSubmit={onSubmit}>
      <input type="hidden" name="car_id" value={car.id} />
      <input type="hidden" name="intent" value={pressed ? "remove" : "save"} />
      <input type="hidden" name="return_to" value={pathname + search} />
      <button type="submit" className={styles.saveButton} aria-pressed={pressed} aria-label={`Watchlist ${car.name}`}>
        <BookmarkIcon filled={pressed} />
        <span className={toolLabel}>Watchlist</span>
      </button>
    </form>
  );
}

function BookmarkIcon({ filled }: { filled: boolean }) {
  return (
    <svg className={toolIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill={filled ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        d="M6 3.5h12a1 1 0 0 1 1 1V21l-7-4.5L5 21V4.5a1 1 0 0 1 1-1z"
      />
    </svg>
  );
}
