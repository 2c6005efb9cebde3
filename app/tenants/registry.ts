import type { ZodError } from "zod";
import { TenantSchema, type Tenant, type TenantInput } from "./schema";
import { formatZodIssues, zodIssuePath } from "../zod-issues.mjs";

/** Thrown at start when a tenant file does not match the schema. */
export class TenantConfigError extends Error {
  constructor(
    readonly tenantSlug: string,
    readonly fields: string[],
    message: string,
  ) {
    super(message);
    this.name = "TenantConfigError";
  }
}

function describeZodError(label: string, error: ZodError): TenantConfigError {
  return new TenantConfigError(
    label,
    error.issues.map((issue) => zodIssuePath(issue)),
    `Tenant "${label}" has an invalid configuration:\n${formatZodIssues(error, "list")}`,
  );
}

/**
 * Parses every tenant file and checks what no single file can: unique slugs, ids and
 * domains across the platform. Throws a TenantConfigError naming the tenant and field.
 */
export function buildRegistry(inputs: readonly TenantInput[]): Tenant[] {
  const tenants = inputs.map((input, index) => {
    const label =
      typeof input?.slug === "string" && input.slug ? input.slug : `tenant file #${index + 1}`;
    const parsed = TenantSchema.safeParse(input);
    if (!parsed.success) throw describeZodError(label, parsed.error);
    return parsed.data;
  });

  const owners = new Map<string, string>();
  for (const tenant of tenants) {
    const claims: [string, string][] = [
      [`slug ${tenant.slug}`, "slug"],
      [`id ${tenant.id}`, "id"],
      ...tenant.domains.map((domain, i): [string, string] => [`domain ${domain}`, `domains.${i}`]),
      // Leads and stock name dealerships and locations by id, so ids are platform-wide.
      ...tenant.dealerships.map((d, i): [string, string] => [`dealership id ${d.id}`, `dealerships.${i}.id`]),
      ...tenant.locations.map((l, i): [string, string] => [`location id ${l.id}`, `locations.${i}.id`]),
    ];
    for (const [claim, field] of claims) {
      const owner = owners.get(claim);
      if (owner) {
        throw new TenantConfigError(
          tenant.slug,
          [field],
          `Tenant "${tenant.slug}" has an invalid configuration:\n  - ${field}: ${claim} is already used by tenant "${owner}"`,
        );
      }
      owners.set(claim, tenant.slug);
    }
  }
  return tenants;
}
