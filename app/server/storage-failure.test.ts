import { describe, expect, it } from "vitest";
import { failedPageStatus, noteRequestFailure } from "./storage-failure";

const refused = () => Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });

describe("failedPageStatus", () => {
  it("answers 503 with Retry-After for a page whose loader failed because the database is down", () => {
    // One request's load context, as Express makes it.
    const context = {};
    noteRequestFailure(refused(), context);
    const headers = new Headers();
    expect(failedPageStatus(500, context, headers)).toBe(503);
    expect(Number(headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  it("keeps 500 for a fault of ours, and every status of another request", () => {
    const broken = {};
    noteRequestFailure(new TypeError("Cannot read properties of undefined"), broken);
    const headers = new Headers();
    expect(failedPageStatus(500, broken, headers)).toBe(500);
    expect(headers.has("Retry-After")).toBe(false);
    const other = {};
    noteRequestFailure(refused(), other);
    expect(failedPageStatus(404, other, new Headers())).toBe(404);
    expect(failedPageStatus(500, {}, new Headers())).toBe(500);
  });
});
