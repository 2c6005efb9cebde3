import { afterEach, describe, expect, it, vi } from "vitest";
import { handleError } from "./entry.server";
import { logger } from "./logger.server";
import { failedPageStatus } from "./server/storage-failure";
import { loadContext } from "./server/testing/load-context";

const request = () => new Request("http://www.example.com.au/search", { method: "PUT" });
/** What Remix hands handleError for a request it refuses (a method with no action, a forged data request). */
const refusal = (status: number) => ({ status, statusText: "Refused", internal: true, data: "Error: refused" });

describe("handleError", () => {
  afterEach(() => vi.restoreAllMocks());

  it("logs a refused request (4xx) as a warning, not an error for the operator's alerts", () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    handleError(refusal(405), { request: request(), context: loadContext() });
    expect(warn).toHaveBeenCalledOnce();
    expect(error).not.toHaveBeenCalled();
  });

  it("logs what broke on our side as an error", () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    handleError(new Error("database gone"), { request: request(), context: loadContext() });
    handleError(refusal(500), { request: request(), context: loadContext() });
    expect(error).toHaveBeenCalledTimes(2);
    expect(warn).not.toHaveBeenCalled();
  });

  it("marks a request whose loader failed because the database is down, so its page answers 503", () => {
    vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const context = loadContext();
    handleError(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }), { request: request(), context });
    expect(failedPageStatus(500, context, new Headers())).toBe(503);
  });
});
