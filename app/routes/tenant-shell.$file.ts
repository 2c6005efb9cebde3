import type { LoaderFunctionArgs } from "@remix-run/node";
import { tenantShellFile } from "~/models/shell/tenant-shell.server";
import { notFound } from "~/server/http";
import { requireTenant } from "~/tenants/tenant.server";

/**
 * The tenant shell (decision 045), named by its content's hash: cached for good. Another name
 * (an older shell, another site's) is a 404 the browser does not keep, not this site's shell
 * under a name that promises other content.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const file = tenantShellFile(requireTenant(request));
  if (params.file !== file.name) return notFound("No such file.", { headers: { "Cache-Control": "no-store" } });
  return new Response(file.json, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
