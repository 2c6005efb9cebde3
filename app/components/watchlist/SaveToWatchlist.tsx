import { useFetcher, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useRef, type MouseEvent } from "react";
import { watchlistButton } from "~/components/car/CarCard.css";
import { ListSwitchButton } from "~/components/car/ListSwitchButton";
import type { ToastMessage } from "~/models/toast/message";
import { useToaster } from "~/components/toast/ToastRegion";
import { pushAnalyticsEvent } from "~/models/analytics/datalayer";
import type { Car } from "~/models/car/car";
import { canSaveToWatchlist, WATCHLIST_SAVE_EVENT } from "~/models/watchlist/watchlist";
import type { loader as rootLoader } from "~/root";

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
 * The watchlist switch of a car card on tenants with the garage (search-journey §4): a button
 * of the card's switches' form that posts the car to /watchlist (its `formAction` when the
 * form's own action is another list's), so it works without JavaScript; the action sends the
 * shopper back to the page (anonymous shoppers to sign-in, then back). With JavaScript: "Save
 * adds the car optimistically, then posts. Remove does the reverse." The answer's toast
 * shows, and a save fires event 39 (§7).
 */
export function SaveToWatchlist({
  car,
  formAction,
}: {
  car: Pick<Car, "id" | "name" | "make" | "model" | "status">;
  formAction?: string;
}) {
  const saved = useWatchlistIds().has(car.id);
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

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    const intent = pressed ? "remove" : "save";
    const formData = new FormData();
    formData.set("car_id", String(car.id));
    formData.set("intent", intent);
    lastIntent.current = intent;
    fetcher.submit(formData, { method: "post", action: "/watchlist", preventScrollReset: true });
  };

  // One button of the card's switches' form: seven elements a card fewer than its
  // own form, three hidden inputs, an <svg> and a <span>.
  return (
    <ListSwitchButton
      word="Watchlist"
      car={car}
      pressed={pressed}
      addIntent="save"
      className={watchlistButton}
      formAction={formAction}
      onClick={onClick}
    />
  );
}
