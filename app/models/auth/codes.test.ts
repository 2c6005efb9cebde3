import { describe, expect, it } from "vitest";
import {
  CODE_LIFETIME_MS,
  clientSendAllowance,
  CODE_MESSAGES,
  codeMessage,
  codeSmsText,
  judgeCode,
  MAX_CODE_ATTEMPTS,
  sendAllowance,
} from "./codes";

const issuedAt = new Date("2025-03-01T10:00:00Z");
const minutes = (n: number) => new Date(issuedAt.getTime() + n * 60_000);
const code = (change: Partial<Parameters<typeof judgeCode>[0]> = {}) => ({
  expiresAt: new Date(issuedAt.getTime() + CODE_LIFETIME_MS),
  attempts: 0,
  consumedAt: null,
  ...change,
});

describe("judgeCode: a code is good for 10 minutes and 5 tries", () => {
  it("accepts the right code within 10 minutes", () => {
    expect(judgeCode(code(), true, minutes(9.9))).toBe("accepted");
  });

  it("calls the code expired at 10 minutes, even when the digits are right", () => {
    expect(CODE_LIFETIME_MS).toBe(10 * 60_000);
    expect(judgeCode(code(), true, minutes(10))).toBe("expired");
  });

  it("says wrong for the wrong digits", () => {
    expect(judgeCode(code({ attempts: 3 }), false, minutes(1))).toBe("wrong");
  });

  it("refuses even the right code after 5 wrong tries", () => {
    expect(MAX_CODE_ATTEMPTS).toBe(5);
    expect(judgeCode(code({ attempts: 5 }), true, minutes(1))).toBe("too-many-attempts");
  });

  it("never accepts a code twice", () => {
    expect(judgeCode(code({ consumedAt: minutes(1) }), true, minutes(2))).toBe("used");
  });
});

describe("codeMessage", () => {
  it("has clear texts for wrong and expired codes", () => {
    expect(codeMessage("wrong", 1)).toBe("That code is not right. Please check the SMS and try again.");
    expect(codeMessage("expired", 0)).toBe("That code has expired. Please ask for a new one.");
  });

  it("says the code is worn out on the fifth wrong try", () => {
    expect(codeMessage("wrong", 5)).toBe(CODE_MESSAGES.tooManyAttempts);
  });
});

describe("sendAllowance: 3 codes per 10 minutes per phone", () => {
  it("allows a third code within 10 minutes", () => {
    expect(sendAllowance([minutes(0), minutes(1)], minutes(2))).toEqual({ ok: true });
  });

  it("refuses a fourth and says when to try again", () => {
    const allowance = sendAllowance([minutes(0), minutes(1), minutes(2)], minutes(3));
    expect(allowance).toMatchObject({ ok: false, retryAfterMs: 7 * 60_000 });
    expect(allowance.ok ? "" : allowance.message).toBe(
      "We have sent 3 codes to this number in the last 10 minutes. Please try again in 7 minutes.",
    );
  });

  it("forgets codes sent more than 10 minutes ago", () => {
    expect(sendAllowance([minutes(0), minutes(1), minutes(2)], minutes(10.5))).toEqual({ ok: true });
  });
});

describe("clientSendAllowance: codes per client address and per website", () => {
  const send = (minute: number, change: { fromThisAddress?: boolean; fromThisNetwork?: boolean; captchaSolved?: boolean } = {}) => ({
    createdAt: minutes(minute),
    fromThisAddress: change.fromThisAddress ?? true,
    fromThisNetwork: change.fromThisNetwork ?? change.fromThisAddress ?? true,
    captchaSolved: change.captchaSolved ?? false,
  });
  const slowLane = { captchaRequired: true, captchaSolved: false };

  it("does not hold a captcha-less request back for the address's captcha-solved codes", () => {
    const solved = [1, 2, 3, 4, 5].map((minute) => send(minute, { captchaSolved: true }));
    expect(clientSendAllowance([...solved, send(6), send(7)], slowLane, minutes(8))).toEqual({ ok: true });
    expect(clientSendAllowance([...solved, send(6), send(7), send(7.5)], slowLane, minutes(8)).ok).toBe(false);
  });

  it("counts every code of the address against the captcha lane's 8", () => {
    const sends = [0, 1, 2, 3, 4, 5, 6, 7].map((minute) => send(minute));
    const allowance = clientSendAllowance(sends, { captchaRequired: true, captchaSolved: true }, minutes(8));
    expect(allowance).toMatchObject({ ok: false, retryAfterMs: 2 * 60_000 });
  });

  it("counts other addresses' codes only against the website's hourly cap", () => {
    const others = Array.from({ length: 119 }, (_, i) => send(i % 50, { fromThisAddress: false, fromThisNetwork: false }));
    expect(clientSendAllowance(others, slowLane, minutes(55))).toEqual({ ok: true });
  });

  it("past the hourly cap sheds the networks already sent a code, and lets a new one through up to the ceiling", () => {
    const elsewhere = { fromThisAddress: false, fromThisNetwork: false };
    const others = Array.from({ length: 119 }, (_, i) => send(i % 50, elsewhere));
    const atCap = [...others, send(54, elsewhere)];
    expect(clientSendAllowance(atCap, slowLane, minutes(55))).toEqual({ ok: true });
    // The network of this request had one code 40 minutes ago: it waits until the count is under the cap.
    const shed = clientSendAllowance([...atCap, send(15, { fromThisAddress: false, fromThisNetwork: true })], slowLane, minutes(55));
    expect(shed.ok ? "" : shed.message).toBe("We are sending a lot of sign-in codes just now. Please try again in 5 minutes.");
    const atCeiling = Array.from({ length: 240 }, (_, i) => send(i % 50, elsewhere));
    const ceiling = clientSendAllowance(atCeiling, slowLane, minutes(55));
    expect(ceiling.ok ? "" : ceiling.message).toBe("We are sending a lot of sign-in codes just now. Please try again in 5 minutes.");
  });
});

describe("codeSmsText", () => {
  it("starts with the code and names the site", () => {
    expect(codeSmsText("012345", "Meridian Motor Group")).toMatch(/^012345 is your Meridian Motor Group sign-in code\./);
  });
});
