import { TenantSchema, type Tenant } from "~/tenants/schema";
import { tenantInput } from "~/tenants/testing/tenant-input";
import type { LeadCar } from "../payload";

const address = (street: string) => ({
  street,
  city: "Ipswich",
  state: "QLD" as const,
  postcode: "4305",
  lat: -27.6,
  lng: 152.7,
});

/** A dealer group: two dealerships, three locations, one address for leads per dealership at most. */
export function groupTenant(id = 5): Tenant {
  return TenantSchema.parse(
    tenantInput({
      slug: `meridian-test-${id}`,
      id,
      name: "Meridian Motor Group",
      domains: [`www.meridian-test-${id}.com.au`],
      dealerships: [
        { id: id * 10 + 1, slug: "meridian-kia", name: "Meridian Kia" },
        { id: id * 10 + 2, slug: "meridian-mazda", name: "Meridian Mazda" },
      ],
      locations: [
        {
          id: id * 100 + 1,
          slug: "kia-sales",
          name: "Meridian Kia Sales",
          dealershipSlug: "meridian-kia",
          primary: true,
          email: "kia.sales@meridian.com.au",
          phone: "07 3555 0101",
          address: address("1 Kia Way"),
        },
        {
          id: id * 100 + 2,
          slug: "mazda-sales",
          name: "Meridian Mazda Sales",
          dealershipSlug: "meridian-mazda",
          address: address("2 Mazda Road"),
        },
        {
          id: id * 100 + 3,
          slug: "mazda-service",
          name: "Meridian Mazda Service",
          dealershipSlug: "meridian-mazda",
          locationType: "service",
          email: "mazda.service@meridian.com.au",
          address: address("3 Mazda Road"),
        },
      ],
    }),
  );
}

/** One dealership, one location with no email: leads fall back to leads@ its domain. */
export function soloTenant(id = 7, overrides: Parameters<typeof tenantInput>[0] = {}): Tenant {
  return TenantSchema.parse(tenantInput({ slug: `solo-motors-${id}`, id, manufacturer: "Toyota", ...overrides }));
}

export function leadCar(overrides: Partial<LeadCar> = {}): LeadCar {
  return {
    id: 42,
    slug: "2021-toyota-corolla-ascent-sport-u5001",
    primary_image_url: "/demo/cars/corolla-white.jpg",
    name: "2021 Toyota Corolla Ascent Sport",
    year: 2021,
    make: "Toyota",
    model: "Corolla",
    badge: "Ascent Sport",
    car_type: "used",
    status: "in_stock",
    tag: null,
    stocknum: "U5001",
    vin: "JTDBR32E720123456",
    price: 27_990,
    km: 42_150,
    colour: "White",
    dealership_id: 70,
    dealership_slug: "solo-motors-7",
    location_id: 700,
    ...overrides,
  };
}
