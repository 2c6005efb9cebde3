import { timingSafeEqual } from "node:crypto";
import { hostnameOf } from "~/tenants/resolve";

/**
 * Who may read /metrics: a request to a preview host (the operator's own machine, a QA host),
 * or one carrying METRICS_TOKEN as its bearer token. On a dealer's domain without the token it
 * is a page that does not exist (404): shoppers and crawlers learn nothing of it.
 */
export function metricsAllowed({
  host,
  authorization,
  previewHosts,
  token,
}: {
  host: string | null;
  authorization: string | null;
  previewHosts: readonly string[];
  token: string | undefined;
}): boolean {
  if (token && authorization) {
    const given = Buffer.from(authorization);
    const expected = Buffer.from(`Bearer ${token}`);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return true;
  }
  return previewHosts.includes(hostnameOf(host));
}
