import { buildRegistry } from "./registry";
import type { Tenant } from "./schema";
import { wattleRidgeToyota } from "./sites/wattle-ridge-toyota";
import { meridianMotorGroup } from "./sites/meridian-motor-group";
import { brightlaneCars } from "./sites/brightlane-cars";
import { gumleafCaravans } from "./sites/gumleaf-caravans";
import { ironbarkTrucks } from "./sites/ironbark-trucks";

/** Every tenant, parsed at import: a broken tenant file stops the server at start. */
export const tenants: readonly Tenant[] = buildRegistry([
  wattleRidgeToyota,
  meridianMotorGroup,
  brightlaneCars,
  gumleafCaravans,
  ironbarkTrucks,
]);

/** The tenant a preview host shows before anyone picks one. */
export const DEMO_TENANT_SLUG = "wattle-ridge-toyota";

export function findTenant(slug: string): Tenant | undefined {
  return tenants.find((tenant) => tenant.slug === slug);
}
