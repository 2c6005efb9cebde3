import { describe, expect, it } from "vitest";
import { hasInSet } from "./bitset";
import type { FilterNode } from "./filters";
import { numericBounds, numericSet } from "./search-index";

type NumericNode = Extract<FilterNode, { type: "numeric" | "range" }>;

describe("numericSet: the records a numeric filter keeps, a word of 32 at a time", () => {
  // 70 records: two whole words and a part word, so bit 31 (the sign of an int) and the last
  // short word are both crossed; every seventh has no number.
  const size = 70;
  const column = Float64Array.from({ length: size }, (_, doc) => (doc % 7 === 3 ? Number.NaN : doc % 10));
  const nodes: Array<[NumericNode, (value: number) => boolean]> = [
    [{ type: "range", attribute: "price", lower: 2, upper: 5 }, (v) => v >= 2 && v <= 5],
    [{ type: "numeric", attribute: "price", operator: "=", value: 4 }, (v) => v === 4],
    [{ type: "numeric", attribute: "price", operator: "!=", value: 4 }, (v) => v !== 4],
    [{ type: "numeric", attribute: "price", operator: "<", value: 4 }, (v) => v < 4],
    [{ type: "numeric", attribute: "price", operator: "<=", value: 4 }, (v) => v <= 4],
    [{ type: "numeric", attribute: "price", operator: ">", value: 4 }, (v) => v > 4],
    [{ type: "numeric", attribute: "price", operator: ">=", value: 4 }, (v) => v >= 4],
  ];

  it.each(nodes.map(([node, test]) => [node.type === "range" ? "range" : node.operator, node, test] as const))(
    "keeps what %s keeps, and never a record without a number",
    (_, node, test) => {
      const set = numericSet(column, size, numericBounds(node));
      const kept = Array.from({ length: size }, (_, doc) => doc).filter((doc) => hasInSet(set, doc));
      const expected = Array.from({ length: size }, (_, doc) => doc).filter(
        (doc) => !Number.isNaN(column[doc]!) && test(column[doc]!),
      );
      expect(kept).toEqual(expected);
    },
  );

  it("sets no bit past the last record", () => {
    const set = numericSet(column, size, numericBounds({ type: "numeric", attribute: "price", operator: "!=", value: -1 }));
    expect(set.length).toBe(3);
    expect(set[2]! >>> (size - 64)).toBe(0);
  });
});
