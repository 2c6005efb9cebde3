import { Link } from "@remix-run/react";
import { useId, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { flushSync } from "react-dom";
import * as styles from "./LeadDialog.css";

/**
 * A lead form in a modal dialog (vehicle-page §2 "Enquire dialog", "Make an Offer dialog").
 * The trigger is a link: without JavaScript it goes to the form (its own page, or the form
 * on this page); with it, it opens the dialog, which takes the focus, closes on Escape and
 * gives the focus back to the trigger when it closes.
 *
 * The form inside is rendered once the dialog first opens, and then kept (what the shopper
 * typed survives closing it): a closed dialog is invisible without JavaScript, where the
 * trigger goes to the form instead, so rendering its form on the server was work and HTML for
 * nobody (two of the vehicle page's four lead forms). A pointer over the trigger or
 * the focus on it renders the form in the closed dialog already, so its code (loaded on
 * demand) is there by the click and the dialog does not open empty.
 */
export function LeadDialog({
  href,
  label,
  title = label,
  triggerClassName,
  action,
  children,
}: {
  href: string;
  label: string;
  title?: string;
  triggerClassName: string;
  /** The trigger's data-action, which the vehicle page's analytics and tests know it by. */
  action: string;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLAnchorElement>(null);
  const titleId = useId();
  const [formRendered, setFormRendered] = useState(false);
  const renderForm = () => setFormRendered(true);
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (typeof dialog.current?.showModal !== "function") return;
    event.preventDefault();
    // In the dialog before it opens, so showModal can put the focus in the form.
    flushSync(renderForm);
    dialog.current.showModal();
  };
  return (
    <>
      <Link
        ref={trigger}
        to={href}
        className={triggerClassName}
        onClick={open}
        onPointerEnter={renderForm}
        onTouchStart={renderForm}
        onFocus={renderForm}
        data-action={action}
      >
        {label}
      </Link>
      <dialog ref={dialog} className={styles.dialog} aria-labelledby={titleId} onClose={() => trigger.current?.focus()}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={() => dialog.current?.close()}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">Close</span>
          </button>
        </div>
        {formRendered ? children : null}
      </dialog>
    </>
  );
}
