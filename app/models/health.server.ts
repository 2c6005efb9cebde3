import { checkDatabase } from "~/db/client.server";
import { searchIndexStatus } from "~/models/search/search.server";
import { tenants } from "~/tenants";

export interface Readiness {
  status: "ok" | "starting" | "failing";
  checks: {
    database: { ok: boolean; kind?: string; error?: string };
    search: { ok: boolean; records: number; builtAt: string | null };
  };
  tenants: number;
  uptimeSeconds: number;
}

/** /healthz: ready once the database answers and the embedded search index is built. */
export async function checkReadiness(): Promise<Readiness> {
  const database = await checkDatabase();
  const index = searchIndexStatus();
  const search = { ok: index.ready, records: index.records, builtAt: index.builtAt };
  return {
    status: !database.ok ? "failing" : search.ok ? "ok" : "starting",
    checks: { database, search },
    tenants: tenants.length,
    uptimeSeconds: Math.round(process.uptime()),
  };
}
