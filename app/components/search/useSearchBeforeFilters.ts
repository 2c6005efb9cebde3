import { useSubmit } from "@remix-run/react";
import { useEffect, type RefObject } from "react";

/**
 * The filters load on demand (SearchPartsOnDemand): until their code has arrived and
 * hydrated them (`live`), their form is the server's plain HTML, where a ticked box would
 * search nothing and Apply would reload the whole page. Meanwhile the page sends the form
 * itself, through the router as the live search does: each change and each Apply, Search or
 * Show Me (submitting it from the results column) searches at once. The loader redirects
 * the form's URL to the search's own.
 *
 * The window hears them first (capture phase): React stops a change or submit inside a part
 * it has not hydrated yet at the document, before it could bubble to the filters' column.
 */
export function useSearchBeforeFilters(
  container: RefObject<HTMLElement>,
  live: RefObject<boolean>,
  onSearchSent: () => void,
) {
  const submit = useSubmit();
  useEffect(() => {
    const send = (event: Event) => {
      if (live.current) return;
      const target = event.target;
      const form =
        target instanceof HTMLFormElement
          ? target
          : target instanceof HTMLInputElement || target instanceof HTMLSelectElement
            ? target.form
            : null;
      if (!form || form.getAttribute("role") !== "search" || !container.current?.contains(form)) return;
      event.preventDefault();
      // The button pressed goes with the form, as the browser would send it: the Search
      // button's name asks the loader to read the words into filters.
      const submitter = event instanceof SubmitEvent ? event.submitter : null;
      submit(submitter instanceof HTMLButtonElement ? submitter : form, { preventScrollReset: true });
      onSearchSent();
    };
    window.addEventListener("change", send, true);
    window.addEventListener("submit", send, true);
    return () => {
      window.removeEventListener("change", send, true);
      window.removeEventListener("submit", send, true);
    };
  }, [container, live, onSearchSent, submit]);
}
