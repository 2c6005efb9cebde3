import type { LoaderFunctionArgs } from "@remix-run/node";
import { imageSource } from "~/adapters/images/index.server";

/** /images?src=/stock/x.svg&w=640&q=75: stock images for cards and galleries. */
export async function loader({ request }: LoaderFunctionArgs) {
  const answer = await imageSource.read(new URL(request.url).searchParams);
  if (!answer.ok) {
    return new Response(answer.message, { status: answer.status, headers: { "Content-Type": "text/plain" } });
  }
  return new Response(answer.body, {
    headers: {
      "Content-Type": answer.contentType,
      "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800",
      "X-Content-Type-Options": "nosniff",
      // An SVG opened on its own must not run script.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}
