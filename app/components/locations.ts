import type { TenantLocation } from "~/tenants/schema";

const LOCATION_TYPE_LABELS: Record<TenantLocation["locationType"], string> = {
  sales: "Sales",
  service: "Service",
  parts: "Parts",
  "car-buying": "Car buying",
};

/** The department a location is, as a shopper reads it (vehicle-page §3). */
export function locationTypeLabel(type: TenantLocation["locationType"]): string {
  return LOCATION_TYPE_LABELS[type];
}
