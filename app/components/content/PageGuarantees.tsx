import { useTenant } from "~/hooks/useTenant";
import { guaranteeTiles, showsGuarantees } from "~/models/service/guarantees";
import { GuaranteesBanner } from "./GuaranteesBanner";

/**
 * The guarantees banner on a page outside the search results (vehicle-page §9: "any path
 * containing contact-us"), for tenants that give the guarantees. `path` is the page's own
 * address, not the browser's: /contact is the same page as /contact-us.
 */
export function PageGuarantees({ path }: { path: string }) {
  const tenant = useTenant();
  if (!showsGuarantees({ guarantees: tenant.features.guarantees, pathname: path })) return null;
  return <GuaranteesBanner tiles={guaranteeTiles(tenant)} contained />;
}
