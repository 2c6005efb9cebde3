import type { LoaderFunctionArgs } from "@remix-run/node";
import { imageSource } from "~/adapters/images/index.server";
import { NOT_FOUND_PICTURE_SVG } from "~/models/images/not-found-picture";

// An SVG opened on its own must not run script.
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** /images?src=/stock/x.svg&w=640&q=75: stock images for cards and galleries. */
export async function loader({ request }: LoaderFunctionArgs) {
  const answer = await imageSource.read(new URL(request.url).searchParams);
  if (!answer.ok && answer.status === 404) {
    return new Response(NOT_FOUND_PICTURE_SVG, {
      status: 404,
      headers: {
        "Content-Type": "image/svg+xml",
        // A photo may be uploaded under that name soon.
        "Cache-Control": "public, max-age=300",
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": SVG_POLICY,
      },
    });
  }
  if (!answer.ok) {
    return new Response(answer.message, { status: answer.status, headers: { "Content-Type": "text/plain" } });
  }
  return new Response(answer.body, {
    headers: {
      "Content-Type": answer.contentType,
      "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": SVG_POLICY,
    },
  });
}
