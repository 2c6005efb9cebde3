import { useRef, type ReactNode } from "react";
import { readStorage, writeStorage } from "~/hooks/storage";
import { useIsomorphicLayoutEffect } from "~/hooks/useIsomorphicLayoutEffect";
import { useNonce } from "~/hooks/useNonce";
import { cx } from "../classNames";
import * as styles from "./FilterPanel.css";
import { visuallyHidden } from "./visuallyHidden.css";

/** search-journey §2: "Open or closed state can persist per header": one key per header. */
const PANEL_STORAGE_PREFIX = "filter-panel:";

export const panelStorageKey = (title: string) => `${PANEL_STORAGE_PREFIX}${title}`;

/**
 * One collapsible filter panel (search-journey §2). A <details>, so it opens and closes
 * without JavaScript; the server opens it when it holds a refinement. With JavaScript the
 * shopper's own choice per header is remembered and wins on the next page.
 */
export function FilterPanel({
  title,
  open,
  refinedCount = 0,
  bodyClassName,
  children,
}: {
  title: string;
  open: boolean;
  refinedCount?: number;
  /** A class the body takes as well: a checkbox list's, so its options need no wrapper of their own. */
  bodyClassName?: string;
  children: ReactNode;
}) {
  const panel = useRef<HTMLDetailsElement>(null);
  // Only a toggle the shopper made is remembered, not one from the server's defaults.
  const toggledByShopper = useRef(false);
  const key = panelStorageKey(title);

  useIsomorphicLayoutEffect(() => {
    const stored = readStorage(key);
    if (stored && panel.current) panel.current.open = stored === "open";
  }, [key]);

  return (
    <details
      ref={panel}
      className={styles.panel}
      open={open}
      data-filter-panel={title}
      // RememberedPanels may have applied the stored state before hydration.
      suppressHydrationWarning
      onToggle={(event) => {
        if (!toggledByShopper.current) return;
        toggledByShopper.current = false;
        writeStorage(key, event.currentTarget.open ? "open" : "closed");
      }}
    >
      <summary className={styles.summary} onClick={() => (toggledByShopper.current = true)}>
        {title}
        {refinedCount > 0 && (
          <span className={styles.badge}>
            {refinedCount}
            <span className={visuallyHidden}> selected</span>
          </span>
        )}
      </summary>
      <div className={cx(styles.body, bodyClassName)}>{children}</div>
    </details>
  );
}

/**
 * Applies the remembered panel states as soon as the panels above it are parsed, before the
 * first paint and before the page's scripts hydrate it, so a closed panel does not flash
 * open. Without JavaScript it does nothing.
 */
export function RememberedPanels() {
  const script = `try{document.querySelectorAll("details[data-filter-panel]").forEach(function(d){var s=localStorage.getItem(${JSON.stringify(PANEL_STORAGE_PREFIX)}+d.getAttribute("data-filter-panel"));if(s)d.open=s==="open"})}catch(e){}`;
  return <script nonce={useNonce()} dangerouslySetInnerHTML={{ __html: script }} />;
}
