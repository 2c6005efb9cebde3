import { describe, expect, it } from "vitest";
import { testCar } from "~/models/car/testing/car";
import {
  favouriteEntry,
  parseFavouriteEntries,
  syncFavourites,
  withFavourite,
  withoutFavourite,
  type FavouriteEntry,
} from "./favourite-entries";
import { FAVOURITES_LIMIT } from "./lists";

const car = (id: number) =>
  testCar({ id, slug: `car-${id}`, name: `Car ${id}`, make: "Mazda", model: "CX-5" });
const ids = (entries: FavouriteEntry[]) => entries.map((entry) => entry.id);

describe("favourite entries in local storage", () => {
  it('keep vehicle-page §3\'s "Favourite entry: id, name, slug, make, model, primary_image_url"', () => {
    expect(favouriteEntry(testCar({ id: 7, slug: "a", name: "2021 Mazda CX-5", primary_image_url: "/x.jpg" }))).toEqual({
      id: 7,
      name: "2021 Mazda CX-5",
      slug: "a",
      make: testCar().make,
      model: testCar().model,
      primary_image_url: "/x.jpg",
    });
  });

  it("adds a car once, newest last, and removes it", () => {
    let entries = withFavourite([], favouriteEntry(car(1)));
    entries = withFavourite(entries, favouriteEntry(car(2)));
    entries = withFavourite(entries, favouriteEntry(car(1)));
    expect(ids(entries)).toEqual([2, 1]);
    expect(ids(withoutFavourite(entries, 2))).toEqual([1]);
  });

  it("keeps no more than the cookie does", () => {
    let entries: FavouriteEntry[] = [];
    for (let id = 1; id <= FAVOURITES_LIMIT + 2; id++) entries = withFavourite(entries, favouriteEntry(car(id)));
    expect(entries).toHaveLength(FAVOURITES_LIMIT);
    expect(entries[0]!.id).toBe(3);
  });

  it("follows the cookie: drops cars no longer saved, adds saved cars shown on the page", () => {
    const stored = [favouriteEntry(car(1)), favouriteEntry(car(2))];
    const synced = syncFavourites(stored, new Set([2, 3]), [car(3), car(4)]);
    expect(ids(synced)).toEqual([2, 3]);
  });

  it("reads what it stored and drops anything unreadable", () => {
    const stored = [favouriteEntry(car(1))];
    expect(parseFavouriteEntries(JSON.stringify(stored))).toEqual(stored);
    expect(parseFavouriteEntries(null)).toEqual([]);
    expect(parseFavouriteEntries("nope")).toEqual([]);
    expect(parseFavouriteEntries(JSON.stringify([{ id: "x" }, ...stored]))).toEqual(stored);
  });
});
