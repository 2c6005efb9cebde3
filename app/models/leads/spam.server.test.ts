import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ALTCHA_FIELD, FORM_STAMP_FIELD, FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "./schemas";
import {
  checkFormStamp,
  checkLeadSpam,
  createAltchaChallenge,
  issueLeadFormGuard,
  leadAllowance,
  leadRateLimit,
  normaliseRemoteAddress,
  verifyAltchaSolution,
  type AltchaChallenge,
} from "./spam.server";

const secret = "a-test-secret-of-some-length";
const servedAt = new Date("2025-06-20T02:00:00Z");
const after = (ms: number) => new Date(servedAt.getTime() + ms);

/** What the ALTCHA widget does in the browser: try numbers until the hash matches. */
function solve(challenge: AltchaChallenge): number {
  for (let number = 0; number <= challenge.maxnumber; number += 1) {
    if (createHash("sha256").update(`${challenge.salt}${number}`).digest("hex") === challenge.challenge) return number;
  }
  throw new Error("no solution");
}

/** The widget's posted value: base64 of the JSON payload. */
function widgetPayload(challenge: AltchaChallenge, number = solve(challenge), changes: Record<string, unknown> = {}): string {
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number,
    salt: challenge.salt,
    signature: challenge.signature,
    took: 812,
    ...changes,
  };
  return Buffer.from(JSON.stringify(payload)).toString("base64");
}

describe("signed form timestamp", () => {
  it("accepts a form of ours sent between 2 seconds and 24 hours after it was served", () => {
    const { formToken, formStamp } = issueLeadFormGuard(servedAt, secret);
    expect(formToken).toMatch(/^[0-9a-f-]{36}$/);
    expect(checkFormStamp(formStamp, formToken, after(2_000), secret)).toBe("ok");
    expect(checkFormStamp(formStamp, formToken, after(24 * 60 * 60 * 1000), secret)).toBe("ok");
  });

  it("refuses a form sent faster than 2 seconds: no person fills a form that fast", () => {
    const { formToken, formStamp } = issueLeadFormGuard(servedAt, secret);
    expect(checkFormStamp(formStamp, formToken, after(1_999), secret)).toBe("too-fast");
  });

  it("refuses a form older than 24 hours", () => {
    const { formToken, formStamp } = issueLeadFormGuard(servedAt, secret);
    expect(checkFormStamp(formStamp, formToken, after(24 * 60 * 60 * 1000 + 1), secret)).toBe("expired");
  });

  it("refuses a stamp whose time was changed, that belongs to another form, or was signed with another key", () => {
    const { formToken, formStamp } = issueLeadFormGuard(servedAt, secret);
    const [, signature] = formStamp.split(".");
    expect(checkFormStamp(`${servedAt.getTime() - 60_000}.${signature}`, formToken, after(10_000), secret)).toBe("invalid");
    expect(checkFormStamp(formStamp, issueLeadFormGuard(servedAt, secret).formToken, after(10_000), secret)).toBe("invalid");
    expect(checkFormStamp(formStamp, formToken, after(10_000), "another-secret-entirely")).toBe("invalid");
    expect(checkFormStamp("garbage", formToken, after(10_000), secret)).toBe("invalid");
  });
});

describe("ALTCHA proof of work", () => {
  const formToken = "8f0c2a52-5d1e-4c3b-9a7e-0b6f1d2c3e4f";

  it("issues a challenge the widget reads: SHA-256 of salt and a secret number, signed", () => {
    const challenge = createAltchaChallenge(formToken, servedAt, { secret, number: 4321 });
    expect(challenge).toMatchObject({ algorithm: "SHA-256", maxnumber: 100_000 });
    expect(challenge.challenge).toBe(createHash("sha256").update(`${challenge.salt}4321`).digest("hex"));
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.salt).toMatch(new RegExp(`^[0-9a-f]{24}\\?expires=\\d+&form=${formToken}$`));
  });

  it("verifies a solved challenge", () => {
    const challenge = createAltchaChallenge(formToken, servedAt, { secret, maxNumber: 2_000 });
    expect(verifyAltchaSolution(widgetPayload(challenge), formToken, after(5_000), secret)).toBe(true);
  });

  it("refuses a wrong number", () => {
    const challenge = createAltchaChallenge(formToken, servedAt, { secret, number: 10 });
    expect(verifyAltchaSolution(widgetPayload(challenge, 11), formToken, after(5_000), secret)).toBe(false);
  });

  it("refuses a challenge it did not sign (a bot making up its own easy one)", () => {
    const forged = createAltchaChallenge(formToken, servedAt, { secret: "the-bot-s-own-secret", number: 1 });
    expect(verifyAltchaSolution(widgetPayload(forged, 1), formToken, after(5_000), secret)).toBe(false);
  });

  it("refuses a solution for another form, or one past its expiry", () => {
    const challenge = createAltchaChallenge(formToken, servedAt, { secret, number: 7 });
    const payload = widgetPayload(challenge, 7);
    expect(verifyAltchaSolution(payload, "another-form-token", after(5_000), secret)).toBe(false);
    expect(verifyAltchaSolution(payload, formToken, after(25 * 60 * 60 * 1000), secret)).toBe(false);
  });

  it("refuses a salt edited to move the expiry (the signature covers it through the challenge)", () => {
    const challenge = createAltchaChallenge(formToken, servedAt, { secret, number: 7 });
    const salt = challenge.salt.replace(/expires=\d+/, "expires=9999999999");
    const recomputed = createHash("sha256").update(`${salt}7`).digest("hex");
    const payload = widgetPayload(challenge, 7, { salt, challenge: recomputed });
    expect(verifyAltchaSolution(payload, formToken, after(25 * 60 * 60 * 1000), secret)).toBe(false);
  });

  it("refuses what is not a payload at all", () => {
    expect(verifyAltchaSolution("not base64 json", formToken, servedAt, secret)).toBe(false);
    expect(verifyAltchaSolution(Buffer.from('{"algorithm":"MD5"}').toString("base64"), formToken, servedAt, secret)).toBe(
      false,
    );
  });
});

describe("checkLeadSpam", () => {
  function posted(changes: Record<string, string | null> = {}) {
    const { formToken, formStamp } = issueLeadFormGuard(servedAt, secret);
    const data = new FormData();
    data.set(FORM_TOKEN_FIELD, formToken);
    data.set(FORM_STAMP_FIELD, formStamp);
    data.set(HONEYPOT_FIELD, "");
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) data.delete(name);
      else data.set(name, value);
    }
    return { data, formToken };
  }
  const check = (data: FormData, captchaRequired = true) =>
    checkLeadSpam(data, { captchaRequired, now: after(30_000), secret });

  it("takes a form without JavaScript: no captcha solution, so the slower lane", () => {
    expect(check(posted().data)).toEqual({ ok: true, captchaSolved: false, confirmed: false });
  });

  it("takes a form with a solved captcha in the faster lane", () => {
    const { data, formToken } = posted();
    const challenge = createAltchaChallenge(formToken, servedAt, { secret, maxNumber: 1_000 });
    data.set(ALTCHA_FIELD, widgetPayload(challenge));
    expect(check(data)).toEqual({ ok: true, captchaSolved: true, confirmed: false });
  });

  it("refuses a wrong captcha solution", () => {
    const { data, formToken } = posted();
    const challenge = createAltchaChallenge(formToken, servedAt, { secret, number: 3 });
    data.set(ALTCHA_FIELD, widgetPayload(challenge, 4));
    expect(check(data)).toEqual({ ok: false, reason: "captcha-failed" });
  });

  it("ignores the captcha field when the tenant turned the captcha off", () => {
    expect(check(posted({ [ALTCHA_FIELD]: "junk" }).data, false)).toEqual({ ok: true, captchaSolved: false, confirmed: false });
  });

  it("refuses a filled honeypot, and a post without one", () => {
    expect(check(posted({ [HONEYPOT_FIELD]: "https://spam.example" }).data)).toEqual({ ok: false, reason: "honeypot" });
    expect(check(posted({ [HONEYPOT_FIELD]: null }).data)).toEqual({ ok: false, reason: "honeypot" });
  });

  it("refuses a missing or forged stamp, and an expired one", () => {
    expect(check(posted({ [FORM_STAMP_FIELD]: null }).data)).toEqual({ ok: false, reason: "stamp-invalid" });
    expect(check(posted({ [FORM_STAMP_FIELD]: `${servedAt.getTime()}.forged` }).data)).toEqual({
      ok: false,
      reason: "stamp-invalid",
    });
    const { data } = posted();
    expect(checkLeadSpam(data, { captchaRequired: true, now: after(2 * 24 * 60 * 60 * 1000), secret })).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it("takes a form sent within 2 s (autofill, a quick fix) unless the captcha could have vouched for it", () => {
    const withoutCaptcha = posted().data;
    expect(checkLeadSpam(withoutCaptcha, { captchaRequired: false, now: after(500), secret })).toEqual({
      ok: true,
      captchaSolved: false,
      confirmed: false,
    });
    expect(checkLeadSpam(withoutCaptcha, { captchaRequired: true, now: after(500), secret })).toEqual({
      ok: false,
      reason: "too-fast",
    });
    const { data: solved, formToken } = posted();
    solved.set(ALTCHA_FIELD, widgetPayload(createAltchaChallenge(formToken, servedAt, { secret, maxNumber: 1_000 })));
    expect(checkLeadSpam(solved, { captchaRequired: true, now: after(500), secret })).toEqual({
      ok: true,
      captchaSolved: true,
      confirmed: false,
    });
  });
});

describe("rate limit lanes", () => {
  it("allows 5 leads per 10 minutes with the captcha solved or turned off, 2 without", () => {
    expect(leadRateLimit({ captchaRequired: true, captchaSolved: true })).toBe(5);
    expect(leadRateLimit({ captchaRequired: false, captchaSolved: false })).toBe(5);
    expect(leadRateLimit({ captchaRequired: true, captchaSolved: false })).toBe(2);
  });

  it("past the quiet limit asks for a proof instead of refusing, and refuses only at the hard limit", () => {
    const noJs = { captchaRequired: true, captchaSolved: false, confirmed: false };
    expect(leadAllowance(1, noJs)).toBe("store");
    expect(leadAllowance(2, noJs)).toBe("confirm");
    expect(leadAllowance(2, { ...noJs, confirmed: true })).toBe("store");
    expect(leadAllowance(7, { ...noJs, captchaSolved: true })).toBe("store");
    expect(leadAllowance(19, { ...noJs, confirmed: true })).toBe("store");
    expect(leadAllowance(20, { ...noJs, captchaSolved: true, confirmed: true })).toBe("refuse");
  });

  it("counts an IPv4 client the same however the socket names it", () => {
    expect(normaliseRemoteAddress("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(normaliseRemoteAddress("2001:db8::1")).toBe("2001:db8::1");
    expect(normaliseRemoteAddress("")).toBeNull();
    expect(normaliseRemoteAddress(undefined)).toBeNull();
  });
});
