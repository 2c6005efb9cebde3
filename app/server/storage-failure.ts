/**
 * Pages that failed because storage cannot serve now (a full disk, the database down or
 * restarting) answer 503 with Retry-After, not 500: a load balancer tries another node, a
 * crawler comes back later instead of recording a broken page. Remix hands entry.server's
 * handleError the real error, but the page render only a sanitised one, so the request is
 * marked here between the two, by its load context: the one object the action, handleError
 * and the render all get (Remix hands the action a copy of the Request).
 */
import { isStorageUnavailable, RETRY_AFTER_SECONDS } from "~/db/unavailable";

const failedOnStorage = new WeakSet<object>();

/** From handleError (and an action that answers its own failure): remembers that the request of `loadContext` failed on storage. */
export function noteRequestFailure(error: unknown, loadContext: object): void {
  if (isStorageUnavailable(error)) failedOnStorage.add(loadContext);
}

/** The status a failed page answers with; sets Retry-After when storage is what failed. */
export function failedPageStatus(status: number, loadContext: object, headers: Headers): number {
  if (status < 500 || !failedOnStorage.has(loadContext)) return status;
  headers.set("Retry-After", String(RETRY_AFTER_SECONDS));
  return 503;
}
