import { describe, expect, it } from "vitest";
import { DEALER_FORM_ERROR, UNEXPECTED_ERROR } from "~/models/leads/schemas";
import { failedSubmitReply, keepDealerFormOnFailure, keepLeadFormOnFailure } from "./failed-submit";

function posted(): Request {
  const body = new FormData();
  body.set("name", "Jane");
  body.append("additional_services", "Finance");
  body.append("additional_services", "Trade-in");
  body.set("__proto__", "x");
  return new Request("http://localhost/cars/x/enquire", { method: "POST", body });
}

const run = (serverAction: () => Promise<unknown>) =>
  keepLeadFormOnFailure({ request: posted(), serverAction, params: {} } as never);

describe("a lead form post that fails with JavaScript on", () => {
  it("keeps what was typed and shows §8's text when the network drops or the server answers 500", async () => {
    for (const failure of [new TypeError("Failed to fetch"), new Error("Unexpected Server Error")]) {
      expect(await run(() => Promise.reject(failure))).toEqual({
        status: "error",
        initialValue: { name: "Jane", additional_services: ["Finance", "Trade-in"] },
        error: { "": [UNEXPECTED_ERROR] },
      });
    }
  });

  it('shows "An error occurred when submitting this form" on a dealer form (vehicle-page §8), keeping what was typed', async () => {
    const reply = await keepDealerFormOnFailure({
      request: posted(),
      serverAction: () => Promise.reject(new TypeError("Failed to fetch")),
      params: {},
    } as never);
    expect(reply).toEqual({
      status: "error",
      initialValue: { name: "Jane", additional_services: ["Finance", "Trade-in"] },
      error: { "": [DEALER_FORM_ERROR] },
    });
  });

  it("lets the route's own answers through: its reply, a redirect after storing, a 404", async () => {
    expect(await run(() => Promise.resolve({ status: "error", error: { name: ["x"] } }))).toEqual({
      status: "error",
      error: { name: ["x"] },
    });
    const stored = new Response(null, { status: 302, headers: { Location: "/success?lead=1" } });
    await expect(run(() => Promise.reject(stored))).rejects.toBe(stored);
  });

  it("builds no prototype keys from posted names", async () => {
    const reply = failedSubmitReply(await posted().formData(), UNEXPECTED_ERROR);
    expect(Object.getPrototypeOf(reply.initialValue)).toBe(Object.prototype);
    expect(Object.keys(reply.initialValue ?? {})).toEqual(["name", "additional_services"]);
  });
});
