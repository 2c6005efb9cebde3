import { useLocation, useNavigationType, useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent, type RefObject } from "react";
import { searchHref } from "~/models/search/facets";
import { liveSearchDelay, liveSearchGesture, replacesLastEntry, type SentLiveSearch } from "~/models/search/live-search";
import type { RangeStats } from "~/models/search/page-result";
import { applyRangeBounds, parseSearchState, searchStateToParams, type SearchState } from "~/models/search/state";
import { UNDERSTAND_PARAM, UNDERSTOOD_PARAM } from "~/models/search/understand-params";
import type { PublicTenant } from "~/tenants/public";

/** How many of the form's own searches are remembered as its own when their answers arrive. */
const RECENT_SUBMISSIONS = 10;

/**
 * The state the form's fields describe, as the loader reads it from the URL, with each range
 * within the bounds its slider shows: the URL sent is the search that applies,
 * never a typed 20500 or a max above the dearest car.
 */
function formState(
  form: HTMLFormElement,
  tenant: PublicTenant,
  facetsStats: Readonly<Record<string, RangeStats>>,
): SearchState {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string") params.append(name, value);
  }
  return applyRangeBounds(parseSearchState(params, tenant), facetsStats);
}

/**
 * Live results (search-journey §4): each change searches through Remix, after the pause
 * liveSearchDelay gives it (text 300 ms, ranges 400 ms, ticks at once), keeping the scroll,
 * each change a history entry of its own so Back returns to the search before it (a word
 * typed or a slider dragged is one change: replacesLastEntry). The URL is the canonical one (`price=min:max`, no
 * empty fields, no page: "Changing the query or a slider resets the page").
 *
 * `formGeneration` changes only for a search that did not come from the form itself, so the
 * form remounts to show it; the form's own searches leave the fields as the shopper left them.
 */
export function useLiveSearch(
  form: RefObject<HTMLFormElement>,
  tenant: PublicTenant,
  state: SearchState,
  action: string,
  /** The result's facet stats: the sliders' bounds the ranges are applied within. */
  facetsStats: Readonly<Record<string, RangeStats>>,
  /** Told as each search leaves, before its answer: the results are marked busy at once. */
  onSearchSent?: () => void,
) {
  const submit = useSubmit();
  const location = useLocation();
  const pending = useRef<ReturnType<typeof setTimeout>>();
  // A change waits for its pause (pending) until its search leaves or is dropped.
  const changeWaiting = useRef(false);
  const dropWaitingChange = () => {
    clearTimeout(pending.current);
    changeWaiting.current = false;
  };
  const canonical = searchStateToParams(state, tenant).toString();
  const [shown, setShown] = useState(canonical);
  // Every search the form itself sent while the shopper kept typing: on a busy line an
  // earlier one can answer after a later one was sent, and it must not reset the fields.
  const submitted = useRef<string[]>([]);
  const [formGeneration, setFormGeneration] = useState(0);
  // Back and Forward bring a search the form may have sent itself, but the fields show
  // what the shopper has typed since: they must show the search gone back to.
  const wentBackOrForward = useNavigationType() === "POP";
  if (shown !== canonical) {
    setShown(canonical);
    if (wentBackOrForward || !submitted.current.includes(canonical)) {
      submitted.current = [];
      setFormGeneration((generation) => generation + 1);
    }
  }
  // A remount (or leaving the page) drops a search still waiting for its pause.
  useEffect(() => dropWaitingChange, [formGeneration]);

  // The last live search sent, so a word typed with pauses or a slider dragged is one entry.
  const lastSent = useRef<SentLiveSearch | null>(null);

  const search = (replace: boolean, understand = false) => {
    dropWaitingChange();
    if (!form.current) return;
    const params = searchStateToParams(formState(form.current, tenant, facetsStats), tenant);
    submitted.current = [...submitted.current.slice(-(RECENT_SUBMISSIONS - 1)), params.toString()];
    // The chips of words understood earlier ride along (the loader drops one whose filter is
    // gone); the Search button asks the loader to read the words (decision 055).
    for (const value of new FormData(form.current).getAll(UNDERSTOOD_PARAM)) {
      if (typeof value === "string") params.append(UNDERSTOOD_PARAM, value);
    }
    if (understand && params.has("query")) params.set(UNDERSTAND_PARAM, "1");
    submit(params, { method: "get", action, replace, preventScrollReset: true });
    onSearchSent?.();
  };

  /** A change's search: a new history entry, unless it goes on with the last one's gesture. */
  const searchChange = (gesture: string | null) => {
    const now = Date.now();
    const replace = replacesLastEntry(gesture, lastSent.current, now);
    lastSent.current = { gesture, at: now, focusKept: true };
    search(replace);
  };

  return {
    formGeneration,
    /** The shopper left a control: the change the last search made is over. */
    onBlur: () => {
      if (lastSent.current) lastSent.current.focusKept = false;
    },
    onChange: (event: FormEvent<HTMLFormElement>) => {
      const control = event.target;
      if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement)) return;
      const delay = liveSearchDelay(control);
      if (delay === null) return;
      const gesture = liveSearchGesture({ type: control.type, name: control.name, filter: control.dataset.filter });
      clearTimeout(pending.current);
      changeWaiting.current = true;
      pending.current = setTimeout(() => searchChange(gesture), delay);
    },
    /** Drops a search still waiting for its pause: the shopper chose where to go instead. */
    cancelPending: dropWaitingChange,
    /**
     * The answer on screen (this render's) is older than the shopper's last change: the change
     * still waits for its pause, or its search left and has not been answered (an answer of a
     * search sent before it, rendered late on a slow phone). A control must not go back to
     * what that answer applied. Read when an answer arrives, not in render.
     */
    changeUnanswered: () => {
      const lastSentSearch = submitted.current[submitted.current.length - 1];
      return changeWaiting.current || (lastSentSearch !== undefined && lastSentSearch !== canonical);
    },
    /**
     * Apply, Search or Show Me: at once, and a new history entry unless nothing changed.
     * `understand`: the Search button's, the words are read into filters.
     */
    searchNow: (understand = false) => {
      const next = form.current ? searchHref(action, formState(form.current, tenant, facetsStats), tenant) : null;
      search(next === `${location.pathname}${location.search}`, understand);
    },
  };
}
