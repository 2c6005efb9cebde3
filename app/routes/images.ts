import type { LoaderFunctionArgs } from "@remix-run/node";
import { imageSource } from "~/adapters/images/index.server";
import { NOT_FOUND_PICTURE_SVG } from "~/models/images/not-found-picture";
import { tenantsServedAt } from "~/tenants/tenant.server";

// An SVG opened on its own must not run script.
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** /images?src=/stock/x.jpg&w=640&q=75: photos for cards and galleries, resized and re-encoded. */
export async function loader({ request }: LoaderFunctionArgs) {
  const answer = await imageSource.read({
    params: new URL(request.url).searchParams,
    accept: request.headers.get("accept"),
    ifNoneMatch: request.headers.get("if-none-match"),
    // A preview host shows every dealer's pages, so any of their photo hosts.
    hosts: tenantsServedAt(request).flatMap((tenant) => tenant.imageHosts),
  });
  if (!answer.ok && answer.status === 400) {
    return new Response(answer.message, { status: 400, headers: { "Content-Type": "text/plain" } });
  }
  if (!answer.ok && answer.status === 503) {
    return new Response(answer.message, {
      status: 503,
      headers: { "Content-Type": "text/plain", "Retry-After": String(answer.retryAfterSeconds) },
    });
  }
  if (!answer.ok) {
    return new Response(NOT_FOUND_PICTURE_SVG, {
      status: answer.status,
      headers: {
        "Content-Type": "image/svg+xml",
        // A photo may be uploaded under that name soon.
        "Cache-Control": "public, max-age=300",
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": SVG_POLICY,
      },
    });
  }
  const headers = new Headers({
    "Content-Type": answer.contentType,
    "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800",
    ETag: answer.etag,
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": SVG_POLICY,
  });
  if (answer.variesByAccept) headers.set("Vary", "Accept");
  return new Response(answer.body, { status: answer.body ? 200 : 304, headers });
}
