import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { ListChangeResult } from "~/pages/watchlist/lists.server";

export type ListIntent = "add" | "remove";
type ListName = "favourites" | "compare";

/**
 * One change at a time per list: each post reads the list from the cookie the last one
 * set, so two quick saves sent side by side would each drop the other's car.
 */
const queues: Record<ListName, Promise<void>> = { favourites: Promise.resolve(), compare: Promise.resolve() };

/**
 * A Save or Compare switch with JavaScript (search-journey §4: "Save adds the car
 * optimistically, then posts. Remove does the reverse."): it shows the new state at once and
 * posts the same form as without JavaScript through a fetcher, so the cookie stays the
 * server's truth and the page's loaders then read it.
 */
export function useListSwitch(list: ListName, carId: number, on: boolean) {
  const fetcher = useFetcher<ListChangeResult>({ key: `${list}:${carId}` });
  const [queued, setQueued] = useState<ListIntent | null>(null);
  const settle = useRef<(() => void) | null>(null);
  const mounted = useRef(true);

  // The next change in the queue may post once this one's answer (and cookie) is back. On a
  // busy machine React may never render the "submitting" state (the answer arrives before
  // the render), so the answer is recognised by the state or the data having moved on since
  // the post, not by having seen "submitting" first: a queue waiting for that stayed stuck,
  // and the fourth Compare never posted (the compare test's failures in CI).
  useEffect(() => {
    if (settle.current === null || fetcher.state === "submitting") return;
    settle.current();
    settle.current = null;
  }, [fetcher.state, fetcher.data]);
  // A switch that leaves the page (a navigation) must not hold up the changes queued after it.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      settle.current?.();
      settle.current = null;
    };
  }, []);

  const posting = fetcher.formData?.get("intent");
  const pending = queued ?? (posting === "add" || posting === "remove" ? posting : null);
  const pressed = pending ? pending === "add" : on;

  const toggle = (form: HTMLFormElement): ListIntent => {
    const intent: ListIntent = pressed ? "remove" : "add";
    const formData = new FormData(form);
    formData.set("intent", intent);
    setQueued(intent);
    queues[list] = queues[list].then(
      () =>
        new Promise<void>((resolve) => {
          fetcher.submit(formData, { method: "post", action: `/${list}`, preventScrollReset: true });
          if (!mounted.current) return resolve();
          settle.current = resolve;
          setQueued(null);
        }),
    );
    return intent;
  };

  return { pressed, toggle, result: fetcher.state === "idle" ? fetcher.data : undefined };
}
