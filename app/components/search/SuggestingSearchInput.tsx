import { useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import {
  MAX_SUGGEST_QUERY_LENGTH,
  suggestionsAnnouncement,
  suggestQuery,
  type SuggestAnswer,
  type SuggestionKind,
} from "~/models/search/suggestions";
import { cx } from "../classNames";
import * as styles from "./SuggestingSearchInput.css";
import { visuallyHidden } from "./visuallyHidden.css";

/**
 * A pause short enough to stay within the 100 ms a suggestion has to appear after a
 * keystroke, long enough that a burst of keys asks once.
 */
export const SUGGEST_DEBOUNCE_MS = 20;

const KIND_LABELS: Record<SuggestionKind, string> = { make: "Make", model: "Model", body: "Body type" };

type Suggestions = SuggestAnswer["suggestions"];

/**
 * The search box. Without JavaScript it is the plain input the form sends. With it, an ARIA
 * 1.2 combobox: as the shopper types, the makes, models and body types that start with the
 * words appear in a listbox with their counts (GET /api/suggest), chosen with the arrow keys
 * and Enter, or a click, which opens the search with that filter; Escape closes the list.
 * A polite live region says how many arrived. An answer overtaken by a later keystroke is
 * cancelled.
 */
export function SuggestingSearchInput({
  id,
  name,
  defaultValue,
  placeholder,
  maxLength,
  className,
  stockNoun,
  onChoose,
}: {
  id: string;
  name: string;
  defaultValue: string;
  placeholder: string;
  maxLength: number;
  className: string;
  /** "cars": the options' counts as a screen reader reads them. */
  stockNoun: string;
  /** Told before a chosen suggestion's search opens (the form drops its own waiting search). */
  onChoose?: () => void;
}) {
  const hydrated = useHydrated();
  const location = useLocation();
  const navigate = useNavigate();
  const [suggestions, setSuggestions] = useState<Suggestions>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState("");
  /** The text the list answers, as suggestions search it. */
  const [answered, setAnswered] = useState("");
  const waiting = useRef<ReturnType<typeof setTimeout>>();
  const inFlight = useRef<AbortController | null>(null);
  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-suggestion-${index}`;

  const cancel = () => {
    clearTimeout(waiting.current);
    inFlight.current?.abort();
    inFlight.current = null;
  };
  useEffect(() => cancel, []);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const ask = (text: string) => {
    cancel();
    const query = suggestQuery(text);
    if (query === null || query.length > MAX_SUGGEST_QUERY_LENGTH) {
      setSuggestions([]);
      setAnswered("");
      setAnnouncement("");
      close();
      return;
    }
    waiting.current = setTimeout(async () => {
      const controller = new AbortController();
      inFlight.current = controller;
      const params = new URLSearchParams({ q: query, in: `${location.pathname}${location.search}` });
      try {
        const response = await fetch(`/api/suggest?${params}`, { signal: controller.signal });
        const answer: SuggestAnswer | null = response.ok ? await response.json() : null;
        if (controller.signal.aborted) return;
        const arrived = answer?.suggestions ?? [];
        setSuggestions(arrived);
        setAnswered(query);
        setActive(-1);
        setOpen(arrived.length > 0);
        setAnnouncement(suggestionsAnnouncement(arrived.length));
      } catch (error) {
        // A cancelled request, or no answer: the box is the plain search box meanwhile.
        if (!controller.signal.aborted) close();
      }
    }, SUGGEST_DEBOUNCE_MS);
  };

  const choose = (index: number) => {
    const suggestion = suggestions[index];
    if (!suggestion) return;
    cancel();
    close();
    onChoose?.();
    navigate(suggestion.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        if (count === 0) return;
        event.preventDefault();
        const down = event.key === "ArrowDown";
        if (!open) {
          setOpen(true);
          setActive(down ? 0 : count - 1);
        } else {
          setActive((current) => (down ? (current + 1) % count : current <= 0 ? count - 1 : current - 1));
        }
        return;
      }
      case "Enter":
        if (open && active >= 0) {
          event.preventDefault();
          choose(active);
        }
        return;
      case "Escape":
        if (open) {
          event.preventDefault();
          close();
        }
        return;
    }
  };

  const plain = {
    id,
    type: "search",
    name,
    placeholder,
    defaultValue,
    maxLength,
  } as const;
  if (!hydrated) {
    return (
      <div className={styles.box}>
        <input {...plain} className={cx(className, styles.input)} />
      </div>
    );
  }
  const expanded = open && suggestions.length > 0;
  return (
    <div className={styles.box}>
      <input
        {...plain}
        className={cx(className, styles.input)}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        onInput={(event) => ask(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        data-answers={answered}
        className={styles.list}
        hidden={!expanded}
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={`${suggestion.kind}:${suggestion.label}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            aria-label={`${suggestion.label}, ${KIND_LABELS[suggestion.kind].toLowerCase()}, ${suggestion.count} ${stockNoun}`}
            className={styles.option}
            // The input keeps the focus: a click chooses without the list closing on blur first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(index)}
          >
            <span className={styles.label}>{suggestion.label}</span>
            <span className={styles.kind}>{KIND_LABELS[suggestion.kind]}</span>
            <span className={styles.count}>{suggestion.count.toLocaleString("en-AU")}</span>
          </li>
        ))}
      </ul>
      <div role="status" className={visuallyHidden}>
        {announcement}
      </div>
    </div>
  );
}
