import { useSubmit } from "@remix-run/react";
import { useEffect, type RefObject } from "react";

/**
 * The filters load on demand (SearchPartsOnDemand): until their code has arrived and
 * hydrated them (`live`), their form is the server's plain HTML, where a ticked box would
 * search nothing and Apply would reload the whole page. Meanwhile the page sends the form
 * itself, through the router as the live search does: each change and each Apply, Search or
 * Show Me (submitting it from the results column) searches at once. The loader redirects
 * the form's URL to the search's own (issue 14).
 */
export function useSearchBeforeFilters(
  container: RefObject<HTMLElement>,
  live: RefObject<boolean>,
  onSearchSent: () => void,
) {
  const submit = useSubmit();
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const send = (event: Event) => {
      if (live.current) return;
      const target = event.target;
      const form =
        target instanceof HTMLFormElement
          ? target
          : target instanceof HTMLInputElement || target instanceof HTMLSelectElement
            ? target.form
            : null;
      if (form?.getAttribute("role") !== "search") return;
      event.preventDefault();
      submit(form, { preventScrollReset: true });
      onSearchSent();
    };
    element.addEventListener("change", send);
    element.addEventListener("submit", send);
    return () => {
      element.removeEventListener("change", send);
      element.removeEventListener("submit", send);
    };
  }, [container, live, onSearchSent, submit]);
}
