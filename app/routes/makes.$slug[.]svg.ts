import type { LoaderFunctionArgs } from "@remix-run/node";
import { notFound } from "~/server/http";
import { makeLogoSvg, manufacturerForSlug } from "~/models/search/make-logos";

/** /makes/{slug}.svg: a make's lettermark badge (make-logos.ts); 404 for a slug not on the list. */
export function loader({ params }: LoaderFunctionArgs) {
  const make = manufacturerForSlug(params.slug ?? "");
  if (!make) {
    return notFound("No such make", { headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  return new Response(makeLogoSvg(make), {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
      "X-Content-Type-Options": "nosniff",
      // An SVG opened on its own must not run script.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}
