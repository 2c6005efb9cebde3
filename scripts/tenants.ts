/**
 * Lists the configured tenants as JSON on stdout, for scripts and e2e fixtures.
 * A tenant file that fails the schema prints its TenantConfigError to stderr and exits 1.
 */
import { TenantConfigError } from "../app/tenants/registry";

try {
  // Imported here rather than at the top so a broken tenant file is caught, not a crash.
  const { tenants } = await import("../app/tenants/index");
  const summary = tenants.map((tenant) => ({
    slug: tenant.slug,
    template: tenant.template,
    name: tenant.name,
    domains: tenant.domains,
    dealerships: tenant.dealerships.map((dealership) => dealership.slug),
  }));
  process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
} catch (error) {
  if (!(error instanceof TenantConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
