import { describe, expect, it } from "vitest";
import { httpSmsSender } from "./http.server";

describe("httpSmsSender (SMS_URL)", () => {
  it("POSTs JSON {to, text}", async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(null, { status: 202 });
    }) as unknown as typeof fetch;
    await httpSmsSender("https://sms.example/send", fetchImpl).send("+61412345678", "hello");
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe("https://sms.example/send");
    expect(calls[0]!.init.method).toBe("POST");
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ to: "+61412345678", text: "hello" });
  });

  it("fails the send when the provider answers an error", async () => {
    const fetchImpl = (async () => new Response("no", { status: 500, statusText: "Server Error" })) as unknown as typeof fetch;
    await expect(httpSmsSender("https://sms.example/send", fetchImpl).send("+61412345678", "x")).rejects.toThrow(/500/);
  });
});
