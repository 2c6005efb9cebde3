import { afterEach, describe, expect, it, vi } from "vitest";
import { handleError } from "./entry.server";
import { logger } from "./logger.server";

const request = () => new Request("http://www.example.com.au/search", { method: "PUT" });
/** What Remix hands handleError for a request it refuses (a method with no action, a forged data request). */
const refusal = (status: number) => ({ status, statusText: "Refused", internal: true, data: "Error: refused" });

describe("handleError", () => {
  afterEach(() => vi.restoreAllMocks());

  it("logs a refused request (4xx) as a warning, not an error for the operator's alerts", () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    handleError(refusal(405), { request: request() });
    expect(warn).toHaveBeenCalledOnce();
    expect(error).not.toHaveBeenCalled();
  });

  it("logs what broke on our side as an error", () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    handleError(new Error("database gone"), { request: request() });
    handleError(refusal(500), { request: request() });
    expect(error).toHaveBeenCalledTimes(2);
    expect(warn).not.toHaveBeenCalled();
  });
});
