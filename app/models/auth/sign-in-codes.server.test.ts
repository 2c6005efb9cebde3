import { beforeEach, describe, expect, it } from "vitest";
import type { SmsSender } from "~/adapters/sms/port";
import { migratedDatabase, testBackends } from "~/db/testing/databases";
import { CODE_MESSAGES, SIGN_IN_SEND_LIMITS } from "./codes";
import { findOrCreateUser, generateCode, hashCode, sendSignInCode, verifySignInCode } from "./sign-in-codes.server";

const secret = "test-secret-for-sign-in-codes";
const phone = "+61412345678";
const websiteId = 7;
const at = (minute: number) => new Date(Date.UTC(2025, 2, 1, 10, minute));

/** Keeps what would have gone by SMS, so the test can type the code in. */
function recordingSms() {
  const sent: { to: string; text: string }[] = [];
  const sender: SmsSender = {
    async send(to, text) {
      sent.push({ to, text });
    },
  };
  const lastCode = () => /^(\d{6}) /.exec(sent.at(-1)!.text)![1]!;
  return { sent, sender, lastCode };
}

describe("generateCode and hashCode", () => {
  it("makes 6 digits", () => {
    for (let i = 0; i < 50; i++) expect(generateCode()).toMatch(/^\d{6}$/);
  });

  it("hashes per phone, so one code's hash does not fit another number", () => {
    expect(hashCode("123456", phone, secret)).not.toBe(hashCode("123456", "+61499999999", secret));
    expect(hashCode("123456", phone, secret)).not.toContain("123456");
  });
});

describe.each(testBackends())("sign-in codes and users on $kind", (backend) => {
  const database = migratedDatabase(backend, ["sign_in_codes", "users"]);

  const send = (sms: SmsSender, now: Date) =>
    sendSignInCode(database.db, sms, {
      websiteId,
      phone,
      siteName: "Test Motors",
      secret,
      remoteAddress: null,
      captcha: { required: false, solvedFor: null },
      now,
    });
  const verify = (code: string, now: Date) => verifySignInCode(database.db, { websiteId, phone, code, secret, now });

  it("sends a code by SMS, stores only its hash, and signs in a new user with it", async () => {
    const sms = recordingSms();
    const sent = await send(sms.sender, at(0));
    expect(sent).toEqual({ ok: true, expiresAt: at(10) });
    expect(sms.sent).toHaveLength(1);
    expect(sms.sent[0]!.to).toBe(phone);

    const [row] = await database.db.selectFrom("sign_in_codes").selectAll().execute();
    expect(row!.code_hash).not.toContain(sms.lastCode());

    const verified = await verify(sms.lastCode(), at(5));
    expect(verified.ok).toBe(true);
    expect(verified.ok && verified.user).toMatchObject({ website_id: websiteId, phone_number: phone });
  });

  it("accepts a code only once", async () => {
    const sms = recordingSms();
    await send(sms.sender, at(0));
    expect((await verify(sms.lastCode(), at(1))).ok).toBe(true);
    expect(await verify(sms.lastCode(), at(2))).toEqual({ ok: false, message: CODE_MESSAGES.noCode });
  });

  it("refuses an expired code (10 minutes) with a clear text", async () => {
    const sms = recordingSms();
    await send(sms.sender, at(0));
    expect(await verify(sms.lastCode(), at(10))).toEqual({ ok: false, message: CODE_MESSAGES.expired });
  });

  it("counts wrong tries and refuses even the right code after 5", async () => {
    const sms = recordingSms();
    await send(sms.sender, at(0));
    const wrong = sms.lastCode() === "000000" ? "111111" : "000000";
    for (let i = 1; i <= 4; i++) expect(await verify(wrong, at(1))).toEqual({ ok: false, message: CODE_MESSAGES.wrong });
    expect(await verify(wrong, at(1))).toEqual({ ok: false, message: CODE_MESSAGES.tooManyAttempts });
    expect(await verify(sms.lastCode(), at(2))).toEqual({ ok: false, message: CODE_MESSAGES.tooManyAttempts });
  });

  it("checks the latest code only", async () => {
    const sms = recordingSms();
    await send(sms.sender, at(0));
    const first = sms.lastCode();
    await send(sms.sender, at(1));
    if (first !== sms.lastCode()) expect((await verify(first, at(2))).ok).toBe(false);
    expect((await verify(sms.lastCode(), at(2))).ok).toBe(true);
  });

  it("sends at most 3 codes per phone in 10 minutes", async () => {
    const sms = recordingSms();
    for (let minute = 0; minute < 3; minute++) expect((await send(sms.sender, at(minute))).ok).toBe(true);
    const fourth = await send(sms.sender, at(3));
    expect(fourth.ok).toBe(false);
    expect(sms.sent).toHaveLength(3);
    expect((await send(sms.sender, at(11))).ok).toBe(true);
  });

  it("leaves no usable code when the SMS could not be sent", async () => {
    const failing: SmsSender = {
      async send() {
        throw new Error("provider down");
      },
    };
    await expect(send(failing, at(0))).rejects.toThrow("provider down");
    const [row] = await database.db.selectFrom("sign_in_codes").selectAll().execute();
    expect(row!.consumed_at).not.toBeNull();
  });

  it("keeps one user per phone and website, and another website's user apart", async () => {
    const first = await findOrCreateUser(database.db, websiteId, phone);
    const again = await findOrCreateUser(database.db, websiteId, phone);
    const elsewhere = await findOrCreateUser(database.db, websiteId + 1, phone);
    expect(again.id).toBe(first.id);
    expect(elsewhere.id).not.toBe(first.id);
  });
});

/** A different mobile for each n, so the per-phone limit stays out of the way. */
const mobile = (n: number) => `+614${String(10_000_000 + n).slice(-8)}`;

describe.each(testBackends())("SMS pumping limits on $kind", (backend) => {
  const database = migratedDatabase(backend);

  beforeEach(async () => {
    await database.db.deleteFrom("sign_in_codes").execute();
  });

  interface Ask {
    to?: string;
    from?: string | null;
    captchaRequired?: boolean;
    solvedFor?: string | null;
    website?: number;
    now?: Date;
  }
  let asked = 0;
  const ask = (sms: SmsSender, request: Ask = {}) =>
    sendSignInCode(database.db, sms, {
      websiteId: request.website ?? websiteId,
      phone: request.to ?? mobile(++asked),
      siteName: "Test Motors",
      secret,
      remoteAddress: request.from === undefined ? "203.0.113.7" : request.from,
      captcha: { required: request.captchaRequired ?? true, solvedFor: request.solvedFor ?? null },
      now: request.now ?? at(0),
    });

  it("gives one address 3 codes in 10 minutes without a solved captcha, to any numbers, then says when to come back", async () => {
    const sms = recordingSms();
    for (let i = 0; i < 3; i++) expect((await ask(sms.sender, { now: at(i) })).ok).toBe(true);
    expect(await ask(sms.sender, { now: at(3) })).toEqual({
      ok: false,
      message: "Too many codes have been asked for from your connection in the last 10 minutes. Please try again in 7 minutes.",
    });
    expect(sms.sent).toHaveLength(3);
    expect((await ask(sms.sender, { from: "198.51.100.9", now: at(3) })).ok).toBe(true);
    expect((await ask(sms.sender, { now: at(10.5) })).ok).toBe(true);
  });

  it("gives an address 8 codes with a solved captcha each, and counts a replayed solution as none", async () => {
    const sms = recordingSms();
    const token = "3f6c1d2e-8a4b-4c5d-9e6f-7a8b9c0d1e2f";
    expect((await ask(sms.sender, { solvedFor: token })).ok).toBe(true);
    // The same solution again is the captcha-less lane: 3 of those are still allowed, not more.
    for (let i = 0; i < 3; i++) expect((await ask(sms.sender, { solvedFor: token })).ok).toBe(true);
    expect((await ask(sms.sender, { solvedFor: token })).ok).toBe(false);
    for (let i = 0; i < SIGN_IN_SEND_LIMITS.perAddress - 4; i++) {
      expect((await ask(sms.sender, { solvedFor: crypto.randomUUID() })).ok).toBe(true);
    }
    expect((await ask(sms.sender, { solvedFor: crypto.randomUUID() })).ok).toBe(false);
    expect(sms.sent).toHaveLength(SIGN_IN_SEND_LIMITS.perAddress);
  });

  it("gives an address 8 codes where the website has no captcha", async () => {
    const sms = recordingSms();
    for (let i = 0; i < SIGN_IN_SEND_LIMITS.perAddress; i++) {
      expect((await ask(sms.sender, { captchaRequired: false })).ok).toBe(true);
    }
    expect((await ask(sms.sender, { captchaRequired: false })).ok).toBe(false);
  });

  it("past 120 codes an hour sheds the networks already sent one, counted from the table another process writes", async () => {
    // Rows as other server processes would have written them, from 120 addresses.
    await database.db
      .insertInto("sign_in_codes")
      .values(
        Array.from({ length: SIGN_IN_SEND_LIMITS.perWebsite }, (_, i) => ({
          website_id: websiteId,
          phone: mobile(1000 + i),
          code_hash: "0".repeat(64),
          expires_at: at(10),
          created_at: at(i % 30),
          remote_address: `10.0.${Math.floor(i / 250)}.${i % 250}`,
        })),
      )
      .execute();
    const sms = recordingSms();
    expect(await ask(sms.sender, { from: "10.0.0.251", solvedFor: crypto.randomUUID(), now: at(40) })).toEqual({
      ok: false,
      message: "We are sending a lot of sign-in codes just now. Please try again in 20 minutes.",
    });
    // A shopper on another network still gets a code; so does anyone on another website.
    expect((await ask(sms.sender, { solvedFor: crypto.randomUUID(), now: at(40) })).ok).toBe(true);
    expect((await ask(sms.sender, { website: websiteId + 1, now: at(40) })).ok).toBe(true);
    expect((await ask(sms.sender, { from: "10.0.0.251", solvedFor: crypto.randomUUID(), now: at(61) })).ok).toBe(true);
    expect(sms.sent).toHaveLength(3);
  });

  it("counts one IPv6 /64 as one client: of 120 codes asked from 120 of its addresses, 8 are sent and others still sign in", async () => {
    const sms = recordingSms();
    const outcomes = [];
    for (let i = 0; i < 120; i++) {
      outcomes.push(await ask(sms.sender, { from: `2001:db8:7:1::${(i + 1).toString(16)}`, solvedFor: crypto.randomUUID() }));
    }
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(SIGN_IN_SEND_LIMITS.perAddress);
    expect(sms.sent).toHaveLength(SIGN_IN_SEND_LIMITS.perAddress);
    expect((await ask(sms.sender, { from: "2001:db8:7:2::1" })).ok).toBe(true);
    expect((await ask(sms.sender, { from: "198.51.100.9" })).ok).toBe(true);
    // An IPv4 client written as IPv6 is the same client as written as IPv4.
    for (let i = 0; i < 2; i++) expect((await ask(sms.sender, { from: "198.51.100.9" })).ok).toBe(true);
    expect((await ask(sms.sender, { from: "::ffff:198.51.100.9" })).ok).toBe(false);
  });

  it("lets no more than 3 of 12 simultaneous requests from one address through", async () => {
    const sms = recordingSms();
    const outcomes = await Promise.all(Array.from({ length: 12 }, () => ask(sms.sender)));
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(SIGN_IN_SEND_LIMITS.perAddressWithoutCaptcha);
    expect(sms.sent).toHaveLength(SIGN_IN_SEND_LIMITS.perAddressWithoutCaptcha);
  });

  it("applies no address limit when the server cannot tell the address, only the phone and website ones", async () => {
    const sms = recordingSms();
    for (let i = 0; i < 5; i++) expect((await ask(sms.sender, { from: null })).ok).toBe(true);
  });
});
