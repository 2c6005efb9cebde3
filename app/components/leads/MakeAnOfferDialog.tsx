import { Link } from "@remix-run/react";
import { useId, useRef, type MouseEvent, type ReactNode } from "react";
import { button } from "~/styles/shared.css";
import * as styles from "./MakeAnOfferDialog.css";

/**
 * vehicle-page §2 "Make an Offer dialog": with JavaScript the button opens the form in a
 * modal dialog on the vehicle page; without it, it is a link to the form's own page.
 */
export function MakeAnOfferDialog({
  href,
  label,
  prompt,
  children,
}: {
  href: string;
  label: string;
  prompt: string;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (typeof dialog.current?.showModal !== "function") return;
    event.preventDefault();
    dialog.current.showModal();
  };
  return (
    <div className={styles.prompt}>
      <p className={styles.promptText}>{prompt}</p>
      <Link to={href} className={button.outline} onClick={open} data-action="make-an-offer">
        {label}
      </Link>
      <dialog ref={dialog} className={styles.dialog} aria-labelledby={titleId}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {label}
          </h2>
          <button type="button" className={styles.close} onClick={() => dialog.current?.close()}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">Close</span>
          </button>
        </div>
        {children}
      </dialog>
    </div>
  );
}
