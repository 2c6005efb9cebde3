import { Link } from "@remix-run/react";
import { useEffect, useLayoutEffect, useState } from "react";
import { imageUrl } from "~/models/car/display";
import { POPUP_MAX_WIDTH_PX, popupStorageKey, shouldShowPopup } from "~/models/popup/popup";
import type { PopupProps } from "~/tenants/fields/popup";
import { Expandable } from "../vehicle/Expandable";
import * as styles from "./PromoPopup.css";

function readDismissed(key: string): boolean {
  try {
    return window.localStorage.getItem(key) !== null;
  } catch {
    // Storage blocked (private mode): the popup shows, and closing it lasts for this page.
    return false;
  }
}

function rememberDismissed(key: string) {
  try {
    window.localStorage.setItem(key, new Date().toISOString());
  } catch {
    // As above: nothing to remember it in.
  }
}

/**
 * The promotional popup (vehicle-page §4 Popup): "Visible by default; closed by dismiss or by
 * following its link; hidden after expiry date; not rendered before client load; visibility
 * stored per dealership slug". It renders nothing on the server and decides after hydration,
 * so the server's markup and the browser's first render agree. Not modal: the page stays
 * usable around it, and Escape closes it.
 */
export function PromoPopup({ popup, dealershipSlug }: { popup: PopupProps; dealershipSlug: string }) {
  const storageKey = popupStorageKey(dealershipSlug);
  const [open, setOpen] = useState(false);
  const dismiss = () => {
    rememberDismissed(storageKey);
    setOpen(false);
  };

  useEffect(() => {
    setOpen(shouldShowPopup({ expiryDate: popup.expiryDate, dismissed: readDismissed(storageKey) }, new Date()));
  }, [popup.expiryDate, storageKey]);

  // Before the browser paints the popup (a layout effect), so an Escape pressed as soon as it
  // shows closes it: a passive effect ran after the paint, and a quick Escape went unheard.
  useLayoutEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") dismiss();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  });

  if (!open) return null;

  return (
    <div role="dialog" aria-modal="false" aria-label={popup.title} className={styles.popup}>
      <button type="button" className={styles.close} onClick={dismiss} aria-label="Close">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="m6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6 10.6 12 5 6.4z"
          />
        </svg>
      </button>
      <Link to={popup.linkTo} onClick={dismiss} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
        <img src={imageUrl(popup.src, { width: POPUP_MAX_WIDTH_PX })} alt={popup.alt} className={styles.image} width={600} height={338} />
      </Link>
      <div className={styles.body}>
        <Link to={popup.linkTo} onClick={dismiss} className={styles.button}>
          {popup.buttonText}
        </Link>
        <Expandable moreLabel="Offer details" lessLabel="Hide details">
          <div className={styles.details}>
            <h2 className={styles.title}>{popup.title}</h2>
            <p className={styles.description}>{popup.description}</p>
          </div>
        </Expandable>
      </div>
    </div>
  );
}
