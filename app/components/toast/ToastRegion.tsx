import { Link } from "@remix-run/react";
import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, type ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { ToastMessage } from "~/models/toast/message";
import {
  noToasts,
  TOAST_DURATION_MS,
  TOAST_EXIT_MS,
  toastReducer,
  type ShownToast,
} from "./toast-state";
import * as styles from "./ToastRegion.css";

export interface Toaster {
  show(toast: ToastMessage): void;
  update(id: string, change: Partial<Omit<ToastMessage, "id">>): void;
  dismiss(id: string): void;
}

const ToastContext = createContext<Toaster | null>(null);

/** The toasts of the page; outside a ToastProvider (a render test) toasts go nowhere. */
export function useToaster(): Toaster {
  return useContext(ToastContext) ?? silentToaster;
}

const silentToaster: Toaster = { show: () => {}, update: () => {}, dismiss: () => {} };

/**
 * Holds the one toast (search-journey §9 "Toast limit: 1") and renders the region. `flash`
 * is the server's message from the session (the page after a form post, or after sign-in):
 * rendered with the page, so it shows without JavaScript too.
 */
export function ToastProvider({ flash, children }: { flash: ToastMessage | null; children: ReactNode }) {
  const [state, dispatch] = useReducer(toastReducer, flash, (initial) =>
    initial ? toastReducer(noToasts, { type: "show", toast: initial }) : noToasts,
  );
  useEffect(() => {
    if (flash) dispatch({ type: "show", toast: flash });
  }, [flash]);

  const show = useCallback((toast: ToastMessage) => dispatch({ type: "show", toast }), []);
  const update = useCallback(
    (id: string, change: Partial<Omit<ToastMessage, "id">>) => dispatch({ type: "update", id, change }),
    [],
  );
  const dismiss = useCallback((id: string) => dispatch({ type: "dismiss", id }), []);
  const remove = useCallback((id: string) => dispatch({ type: "remove", id }), []);
  const toaster = useMemo(() => ({ show, update, dismiss }), [show, update, dismiss]);

  return (
    <ToastContext.Provider value={toaster}>
      {children}
      <ToastRegion toasts={state.toasts} onDismiss={dismiss} onRemove={remove} />
    </ToastContext.Provider>
  );
}

/**
 * The live region is always on the page, so a screen reader announces a toast when it
 * arrives; an error toast is an alert (search-journey §8 "an alert shows the error message").
 */
export function ToastRegion({
  toasts,
  onDismiss,
  onRemove,
}: {
  toasts: readonly ShownToast[];
  onDismiss(id: string): void;
  onRemove(id: string): void;
}) {
  return (
    <div className={styles.region} role="status" aria-live="polite" aria-label="Notifications">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} onRemove={onRemove} />
      ))}
    </div>
  );
}

function ToastItem({
  toast,
  onDismiss,
  onRemove,
}: {
  toast: ShownToast;
  onDismiss(id: string): void;
  onRemove(id: string): void;
}) {
  const hydrated = useHydrated();
  // Closes by itself after a while; once closed, leaves the page after its fade.
  useEffect(() => {
    const timer = toast.open
      ? setTimeout(() => onDismiss(toast.id), TOAST_DURATION_MS)
      : setTimeout(() => onRemove(toast.id), TOAST_EXIT_MS);
    return () => clearTimeout(timer);
  }, [toast.id, toast.open, toast.title, toast.body, onDismiss, onRemove]);

  return (
    <div
      className={styles.toast[toast.tone]}
      data-state={toast.open ? "open" : "closed"}
      role={toast.tone === "error" ? "alert" : undefined}
    >
      <p className={styles.title}>{toast.title}</p>
      <p className={styles.body}>{toast.body}</p>
      {toast.action ? (
        <Link to={toast.action.href} className={styles.action} onClick={() => onDismiss(toast.id)}>
          {toast.action.label}
        </Link>
      ) : null}
      {/* Without JavaScript a Dismiss button could do nothing: the message simply stays with the page. */}
      {hydrated ? (
        <button type="button" className={styles.dismiss} onClick={() => onDismiss(toast.id)} aria-label="Dismiss">
          <svg className={styles.dismissIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}
