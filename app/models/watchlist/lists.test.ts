import { describe, expect, it } from "vitest";
import { ListChangeSchema } from "./list-change";
import { changeList, COMPARE_LIMIT, parseIdList, serializeIdList } from "./lists";

describe("favourites and compare lists", () => {
  it("compares up to 3 cars, the newest choice replacing the oldest", () => {
    let list: number[] = [];
    for (const car_id of [11, 12, 13, 14]) list = changeList(list, { car_id, intent: "add" }, COMPARE_LIMIT);
    expect(list).toEqual([12, 13, 14]);
  });

  it("adds a car once and removes it on request", () => {
    const added = changeList([5], { car_id: 5, intent: "add" }, 50);
    expect(added).toEqual([5]);
    expect(changeList(added, { car_id: 5, intent: "remove" }, 50)).toEqual([]);
  });

  it("reads a tampered cookie without failing", () => {
    expect(parseIdList("3,abc,-1,3,4.5,9", 50)).toEqual([3, 9]);
    expect(parseIdList(undefined, 50)).toEqual([]);
    expect(parseIdList(serializeIdList([1, 2, 3, 4]), 3)).toEqual([2, 3, 4]);
  });

  it("rejects a form without a car id", () => {
    expect(ListChangeSchema.safeParse({ intent: "add" }).success).toBe(false);
    expect(ListChangeSchema.parse({ car_id: "42" })).toEqual({ car_id: 42, intent: "add" });
  });
});
