import { vi } from "vitest";
import type { Tenant } from "~/tenants/schema";

/**
 * The tenant a route test's loaders and actions see: requireTenant answers with what the test
 * puts here, the rest of the module stays real. The database is the suite's own, made the
 * process's by processDatabase() (`~/db/testing/databases`). Import this module first (vitest
 * registers its mocks before the route modules load).
 */
export const current: { tenant: Tenant | null } = { tenant: null };

vi.mock("~/tenants/tenant.server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/tenants/tenant.server")>()),
  requireTenant: () => current.tenant,
}));
