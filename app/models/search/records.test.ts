import { describe, expect, it } from "vitest";
import { SearchEngine, type SearchResponse } from "~/adapters/search/engine";
import { geocodePostcode } from "~/adapters/geocoding/postcode-list.server";
import { distanceMeters } from "~/adapters/search/engine/geo";
import { findTenant } from "~/tenants";
import { carFromRecord, type CarRecord } from "./records";
import { primarySettings, replicaSettings } from "./settings";
import { demoCarRecords } from "./testing/demo-records";

const NOW = new Date("2026-11-28T00:00:00Z");
const records = demoCarRecords(2000, NOW);
const meridian = findTenant("meridian-motor-group")!;
const yardOf = (record: CarRecord) => meridian.locations.find((location) => location.id === record.location_id);

describe("a car's place in the search index", () => {
  it("is its yard's point, and a car read back from a hit leaves it out", () => {
    const located = records.filter((record) => record.tenant_slug === meridian.slug && yardOf(record));
    expect(located.length).toBeGreaterThan(50);
    for (const record of located) {
      const { lat, lng } = yardOf(record)!.address;
      expect(record._geoloc).toEqual({ lat, lng });
    }
    expect(carFromRecord(located[0]!)).not.toHaveProperty("_geoloc");
  });

  it("ranks a dealer's cars by distance from a shopper's postcode, nearest yard first", () => {
    const engine = new SearchEngine();
    engine.setIndex("Car_production", primarySettings("Car_production"), records as never, replicaSettings("Car_production"));
    const ringwood = geocodePostcode("3134")!;
    const answer = engine.search("Car_production", {
      filters: `tenant_slug:${meridian.slug}`,
      aroundLatLng: `${ringwood.lat},${ringwood.lng}`,
      aroundPrecision: 1000,
      hitsPerPage: 1000,
    }).body as SearchResponse;
    const distances = (answer.hits as unknown as CarRecord[]).map((hit) =>
      distanceMeters(ringwood.lat, ringwood.lng, hit._geoloc!.lat, hit._geoloc!.lng),
    );
    expect(distances.length).toBeGreaterThan(50);
    // Within a kilometre's precision, each car is no farther than the next.
    distances.slice(1).forEach((distance, i) => expect(Math.floor(distance / 1000)).toBeGreaterThanOrEqual(Math.floor(distances[i]! / 1000)));
    expect(yardOf(answer.hits[0] as unknown as CarRecord)!.address.postcode).toBe("3134");
    expect(yardOf(answer.hits.at(-1) as unknown as CarRecord)!.address.state).toBe("NSW");
  });
});
