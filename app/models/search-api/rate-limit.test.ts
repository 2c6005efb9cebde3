import { describe, expect, it } from "vitest";
import { ClientRateLimit } from "./rate-limit";

describe("ClientRateLimit", () => {
  const limit = { windowMs: 60_000, perClient: 2 };

  it("counts every address of one IPv6 /64 as one client, and another /64 apart", () => {
    const limiter = new ClientRateLimit(limit);
    expect(limiter.take("2001:db8:0:1::1", 0)).toEqual({ ok: true });
    expect(limiter.take("2001:db8:0:1::ffff", 0)).toEqual({ ok: true });
    expect(limiter.take("2001:db8:0:1:abcd::7", 1_000)).toEqual({ ok: false, retryAfterSeconds: 59 });
    expect(limiter.take("2001:db8:0:2::1", 1_000)).toEqual({ ok: true });
  });

  it("lets a client in again once its minute is over", () => {
    const limiter = new ClientRateLimit(limit);
    limiter.take("203.0.113.7", 0);
    limiter.take("203.0.113.7", 0);
    expect(limiter.take("::ffff:203.0.113.7", 59_999)).toEqual({ ok: false, retryAfterSeconds: 1 });
    expect(limiter.take("203.0.113.7", 60_000)).toEqual({ ok: true });
  });
});
