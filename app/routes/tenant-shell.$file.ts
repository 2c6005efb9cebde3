import type { LoaderFunctionArgs } from "@remix-run/node";
import { tenantShellFile } from "~/models/shell/tenant-shell.server";
import { notFound } from "~/server/http";
import { tenantsServedAt } from "~/tenants/tenant.server";

/**
 * The tenant shell (decision 045), named by its content's hash: cached for good. The name
 * says which tenant's, among those this host shows (a preview host shows every tenant, and a
 * page's own requests may not carry the QA cookie that chose it). Another name (an older
 * shell, another site's) is a 404 the browser does not keep, not a shell under a name that
 * promises other content.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const file = tenantsServedAt(request)
    .map(tenantShellFile)
    .find((shell) => shell.name === params.file);
  if (!file) return notFound("No such file.", { headers: { "Cache-Control": "no-store" } });
  return new Response(file.json, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
