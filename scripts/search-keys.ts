/*
 * `npm run search:keys`: each tenant's search API credentials (README "Search API"), for a
 * dealer's marketing site or any Algolia client pointed at the dealer's own host. The keys
 * derive from SESSION_SECRET (or $DATA_DIR/session-secret in production), so run this with
 * the server's environment; a new secret makes new keys and the old ones stop working.
 */
import { env } from "~/env.server";
import { searchApiCredentials, searchIndexFamily } from "~/models/search-api/keys.server";
import { tenants } from "~/tenants";

for (const tenant of tenants) {
  const { appId, apiKey } = searchApiCredentials(tenant, env.SESSION_SECRET);
  process.stdout.write(
    [
      `${tenant.name} (${tenant.slug})`,
      `  host:           https://${tenant.domains[0]}`,
      `  application id: ${appId}`,
      `  search key:     ${apiKey}`,
      `  indices:        ${searchIndexFamily(tenant).join(", ")}`,
      ...(tenant.search.algolia ? ["  (this tenant searches hosted Algolia: its host does not answer the search API)"] : []),
      "",
    ].join("\n") + "\n",
  );
}
