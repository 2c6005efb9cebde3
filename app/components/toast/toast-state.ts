import type { ToastMessage } from "~/models/toast/message";

/** search-journey §9 "Toast limit: 1". */
export const TOAST_LIMIT = 1;
/** Long enough to read a title and a sentence. */
export const TOAST_DURATION_MS = 6000;
/** The fade after a dismiss, before the toast leaves the page. */
export const TOAST_EXIT_MS = 200;

export interface ShownToast extends ToastMessage {
  /** False once dismissed: fading out, about to be removed. */
  open: boolean;
}

export interface ToastState {
  toasts: ShownToast[];
}

export type ToastAction =
  | { type: "show"; toast: ToastMessage }
  | { type: "update"; id: string; change: Partial<Omit<ToastMessage, "id">> }
  | { type: "dismiss"; id: string }
  | { type: "remove"; id: string };

export const noToasts: ToastState = { toasts: [] };

/**
 * search-journey §4: "Toasts: one at a time; a toast can be updated, dismissed, then
 * removed." A new toast takes the place of the one showing; dismiss only closes it, remove
 * (after the fade) takes a closed toast off the page.
 */
export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case "show":
      return { toasts: [{ ...action.toast, open: true }, ...state.toasts.filter((t) => t.id !== action.toast.id)].slice(0, TOAST_LIMIT) };
    case "update":
      return {
        toasts: state.toasts.map((toast) => (toast.id === action.id ? { ...toast, ...action.change } : toast)),
      };
    case "dismiss":
      return { toasts: state.toasts.map((toast) => (toast.id === action.id ? { ...toast, open: false } : toast)) };
    case "remove":
      return { toasts: state.toasts.filter((toast) => toast.id !== action.id || toast.open) };
  }
}
