import { describe, expect, it } from "vitest";
import { tenants } from "~/tenants";
import { answerWatchlistCall } from "./watchlist-api.server";

const withGarage = tenants.find((tenant) => tenant.features.garage)!;

describe("the watchlist JSON API (search-journey §7)", () => {
  it.each(["text/plain", "application/x-www-form-urlencoded", ""])(
    "refuses a %j body with 415: a cross-site page can send those without a preflight",
    async (contentType) => {
      const request = new Request("http://localhost/api/watchlist/save-car", {
        method: "POST",
        body: JSON.stringify({ phone_number: "0412345678", car_id: 1 }),
        headers: contentType ? { "Content-Type": contentType } : {},
      });
      if (!contentType) request.headers.delete("Content-Type");
      const response = await answerWatchlistCall(request, withGarage, "save");
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({
        success: false,
        message: "The body must be sent as Content-Type: application/json.",
      });
    },
  );
});
