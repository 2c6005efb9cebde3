import { describe, expect, it } from "vitest";
import { decodeSnapshot, encodeSnapshot, SnapshotError } from "./snapshot";
import type { SearchRecord } from "./store";

const location = { name: "Ballarat", slug: "ballarat", phone: null };
const records: SearchRecord[] = [
  {
    objectID: "1",
    make: "Toyota",
    price: 32990.5,
    km: null,
    reserved: false,
    tag: null,
    thumbnails: ["a.jpg", "b.jpg"],
    location,
    variant: { engine: { litres: 2.4 } },
  },
  {
    objectID: "2",
    make: "Toyota",
    price: 0,
    km: 120_000,
    reserved: true,
    tag: "Runout Sale",
    thumbnails: [],
    location,
    variant: null,
    // A field only some records have, and a column of mixed types.
    extra: "only here",
  },
  { objectID: "3", make: "Škoda", price: -1, km: 5, reserved: null, tag: 7, thumbnails: ["c.jpg"], location: null, variant: [1, "x"] },
];

describe("index snapshot", () => {
  it("reads back the records it wrote: values, nulls, missing fields and each family", () => {
    const file = encodeSnapshot({ key: "v1" }, new Map([["Car_production", records], ["Empty", []]]));
    const snapshot = decodeSnapshot(file);
    expect(snapshot.meta).toEqual({ key: "v1" });
    expect(snapshot.families.get("Car_production")).toEqual(records);
    expect(Object.keys(snapshot.families.get("Car_production")![0]!)).toEqual(Object.keys(records[0]!));
    expect(snapshot.families.get("Car_production")![2]).not.toHaveProperty("extra");
    expect(snapshot.families.get("Empty")).toEqual([]);
  });

  it("makes a repeated value one shared value", () => {
    const [first, second] = decodeSnapshot(encodeSnapshot(null, new Map([["i", records]]))).families.get("i")!;
    expect(first!.location).toBe(second!.location);
  });

  it("refuses a file cut short, damaged or of another kind", () => {
    const file = encodeSnapshot({ key: "v1" }, new Map([["i", records]]));
    const damaged = Buffer.from(file);
    damaged[Math.floor(file.length / 2)]! ^= 0xff;
    for (const bad of [file.subarray(0, file.length - 9), damaged, Buffer.from("not an index"), Buffer.alloc(0)]) {
      expect(() => decodeSnapshot(bad)).toThrow(SnapshotError);
    }
  });
});
