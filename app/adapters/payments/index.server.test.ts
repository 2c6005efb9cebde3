import { describe, expect, it } from "vitest";
import { paymentsFromConfig } from "./index.server";
import { WebhookRejected } from "./port";

describe("the payment port chosen by configuration", () => {
  it("takes no deposit without a Stripe key: the embedded default refuses to charge, refund or read a webhook", async () => {
    const port = paymentsFromConfig({});
    expect(port).toMatchObject({ provider: "none", takesDeposits: false });
    expect(() => port.parseWebhook("{}", "t=1,v1=abc")).toThrow(WebhookRejected);
    await expect(port.refund("pi_1", "key")).rejects.toThrow(/No payment provider/);
  });

  it("is Stripe with a key and a webhook secret", () => {
    expect(paymentsFromConfig({ STRIPE_SECRET_KEY: "sk_test_123456", STRIPE_WEBHOOK_SECRET: "whsec_123456" })).toMatchObject({
      provider: "stripe",
      takesDeposits: true,
    });
  });
});
