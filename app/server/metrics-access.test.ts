import { describe, expect, it } from "vitest";
import { parsePreviewHosts } from "~/tenants/resolve";
import { metricsAllowed } from "./metrics-access";

const previewHosts = parsePreviewHosts("qa.example.net");
const token = "a-long-metrics-token-0123456789";

describe("metricsAllowed", () => {
  it("answers on preview hosts", () => {
    for (const host of ["localhost:3000", "127.0.0.1", "qa.example.net"]) {
      expect(metricsAllowed({ host, authorization: null, previewHosts, token: undefined })).toBe(true);
    }
  });
  it("answers on a dealer's domain only with the token as a bearer", () => {
    const ask = (authorization: string | null, configured = token) =>
      metricsAllowed({ host: "www.wattleridgetoyota.com.au", authorization, previewHosts, token: configured });
    expect(ask(`Bearer ${token}`)).toBe(true);
    expect(ask(null)).toBe(false);
    expect(ask(`Bearer ${token}x`)).toBe(false);
    expect(ask(`Basic ${token}`)).toBe(false);
    expect(ask("Bearer ", undefined)).toBe(false);
  });
});
