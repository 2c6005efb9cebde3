/**
 * npm run search:sync
 *
 * Pushes the index settings (app/models/search/settings.ts) and every car record to the
 * hosted Algolia index of each tenant that has Algolia credentials. Writing needs an admin
 * key: ALGOLIA_ADMIN_KEY (the tenant files hold only the public search key).
 */
import { algoliasearch } from "algoliasearch";
import { closeDatabase, getDatabase } from "../app/db/client.server";
import { carRecordBatches } from "../app/models/search/records.server";
import { primarySettings, replicaSettings } from "../app/models/search/settings";
import { tenants } from "../app/tenants/index";
import type { Tenant } from "../app/tenants/schema";

async function main(): Promise<number> {
  const hosted = tenants.filter((tenant) => tenant.search.algolia);
  if (hosted.length === 0) {
    process.stdout.write(
      "No tenant has hosted Algolia credentials: nothing to sync. The embedded engine indexes the database at start.\n",
    );
    return 0;
  }
  const adminKey = process.env.ALGOLIA_ADMIN_KEY;
  if (!adminKey) {
    process.stderr.write("ALGOLIA_ADMIN_KEY is not set: a write needs the application's admin API key.\n");
    return 1;
  }
  const families = new Map<string, Tenant[]>();
  for (const tenant of hosted) {
    const key = `${tenant.search.algolia!.appId}/${tenant.search.indexName}`;
    families.set(key, [...(families.get(key) ?? []), tenant]);
  }
  const db = await getDatabase();
  for (const [key, members] of families) {
    const [appId, indexName] = key.split("/") as [string, string];
    const client = algoliasearch(appId, adminKey);
    const slugs = members.map((tenant) => tenant.slug);
    const records = [];
    for await (const batch of carRecordBatches(db, members)) records.push(...batch);
    process.stdout.write(`${key}: settings, ${records.length} records for ${slugs.join(", ")}\n`);
    const settings = primarySettings(indexName);
    await client.setSettings({ indexName, indexSettings: settings, forwardToReplicas: false });
    for (const [replica, own] of Object.entries(replicaSettings(indexName))) {
      await client.setSettings({ indexName: replica, indexSettings: { ...settings, replicas: undefined, ...own } });
    }
    await client.replaceAllObjects({ indexName, objects: records as never, batchSize: 1000 });
    process.stdout.write(`${key}: done\n`);
  }
  await closeDatabase();
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`search:sync failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
