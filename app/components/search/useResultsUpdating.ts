import { useLocation, useNavigation } from "@remix-run/react";
import { useCallback, useEffect, useState } from "react";
import { flushSync } from "react-dom";

/** The key React Router gives the history entry at the address ("default" for the first page). */
const addressKey = (): string => (window.history.state as { key?: string } | null)?.key ?? "default";

/**
 * Whether the results on screen are about to be replaced (search-journey §4: while loading
 * "the last data is kept", dimmed and marked busy).
 *
 * useNavigation alone lags behind the address: Remix renders the router's state in
 * transitions (v7_startTransition), so on a busy phone a run of live searches can skip their
 * loading renders, the last search's address is pushed while the screen still shows an idle
 * page of an earlier one (~800 ms seen under load), and the answers can render one by one
 * after the address has moved on. So a search the form sends marks the results busy at once
 * (flushSync: before its answer can move the address), until the page rendered is the one
 * at an address newer than the one the search left from. The router aborts a search when
 * the next one leaves, so only the last one sent can move the address; a failed search
 * (the last results kept) and a canonical redirect move it too.
 */
export function useResultsUpdating() {
  const navigation = useNavigation();
  const location = useLocation();
  const [sentFromAddress, setSentFromAddress] = useState<string | null>(null);
  useEffect(() => {
    if (sentFromAddress === null) return;
    const renderedIsTheAddress = location.key === addressKey();
    if (renderedIsTheAddress && addressKey() !== sentFromAddress) setSentFromAddress(null);
  }, [location.key, sentFromAddress]);
  const searchSent = useCallback(() => flushSync(() => setSentFromAddress(addressKey())), []);
  const navigatingHere = navigation.state !== "idle" && navigation.location.pathname === location.pathname;
  return {
    updating: navigatingHere || sentFromAddress !== null,
    /** For the form: a live search of this page has just been sent. */
    searchSent,
  };
}
