import { describe, expect, it } from "vitest";
import { altchaPayload, solveAltchaChallenge } from "./altcha-solver";
import { createAltchaChallenge, verifyAltchaSolution } from "./spam.server";

const secret = "a-test-secret-of-enough-length";
const formToken = "8f0c2a52-5d1e-4c3b-9a7e-0b6f1d2c3e4f";
const now = new Date("2025-06-20T02:00:00Z");

describe("solveAltchaChallenge (the browser's half of the captcha)", () => {
  it("solves our challenge so that the server accepts the posted payload for this form", async () => {
    const challenge = createAltchaChallenge(formToken, now, { secret, maxNumber: 5_000, number: 3_217 });
    const solution = await solveAltchaChallenge(challenge);
    expect(solution?.number).toBe(3_217);
    const payload = altchaPayload(challenge, solution!);
    expect(verifyAltchaSolution(payload, formToken, now, secret)).toBe(true);
    expect(verifyAltchaSolution(payload, "another-form-token", now, secret)).toBe(false);
  });

  it("searches the whole space, maxnumber included", async () => {
    const challenge = createAltchaChallenge(formToken, now, { secret, maxNumber: 10_000, number: 10_000 });
    const solution = await solveAltchaChallenge(challenge, { chunkSize: 1_000 });
    expect(solution?.number).toBe(10_000);
  });

  it("yields to the event loop between chunks, so the page stays responsive", async () => {
    const challenge = createAltchaChallenge(formToken, now, { secret, maxNumber: 2_000, number: 1_999 });
    let timerRan = false;
    setTimeout(() => {
      timerRan = true;
    }, 0);
    const solving = solveAltchaChallenge(challenge, { chunkSize: 100 }).then((solution) => ({ solution, timerRan }));
    const { solution, timerRan: ranBeforeTheAnswer } = await solving;
    expect(solution?.number).toBe(1_999);
    expect(ranBeforeTheAnswer).toBe(true);
  });

  it("stops when the shopper leaves the page (aborted)", async () => {
    const challenge = createAltchaChallenge(formToken, now, { secret, maxNumber: 50_000, number: 50_000 });
    const controller = new AbortController();
    const solving = solveAltchaChallenge(challenge, { chunkSize: 100, signal: controller.signal });
    controller.abort(new Error("left the page"));
    await expect(solving).rejects.toThrow("left the page");
  });

  it("gives up with null on a challenge with no answer or another algorithm", async () => {
    const challenge = createAltchaChallenge(formToken, now, { secret, maxNumber: 100, number: 100 });
    expect(await solveAltchaChallenge({ ...challenge, maxnumber: 99 })).toBeNull();
    expect(await solveAltchaChallenge({ ...challenge, algorithm: "SHA-1" })).toBeNull();
  });

  it("posts base64 of the protocol's JSON, readable as UTF-8", () => {
    const challenge = { algorithm: "SHA-256", challenge: "ab", maxnumber: 10, salt: "s?form=é", signature: "cd" };
    const decoded = JSON.parse(Buffer.from(altchaPayload(challenge, { number: 7, took: 12 }), "base64").toString("utf8"));
    expect(decoded).toEqual({ algorithm: "SHA-256", challenge: "ab", number: 7, salt: "s?form=é", signature: "cd", took: 12 });
  });
});
