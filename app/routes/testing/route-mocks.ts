import type { Kysely } from "kysely";
import { vi } from "vitest";
import type { Database } from "~/db/schema";
import type { Tenant } from "~/tenants/schema";

/**
 * The tenant and the database a route test's loaders and actions see: requireTenant and
 * getDatabase answer with what the test puts here, the rest of those modules stays real.
 * Import this module first (vitest registers its mocks before the route modules load).
 */
export const current: { tenant: Tenant | null; db: Kysely<Database> | null } = { tenant: null, db: null };

vi.mock("~/tenants/tenant.server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/tenants/tenant.server")>()),
  requireTenant: () => current.tenant,
}));
vi.mock("~/db/client.server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/db/client.server")>()),
  getDatabase: async () => current.db,
}));
