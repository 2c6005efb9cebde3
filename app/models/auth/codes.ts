/** Sign-in codes: six digits, by SMS, good for ten minutes and five tries. */
export const CODE_LENGTH = 6;
export const CODE_LIFETIME_MS = 10 * 60_000;
export const MAX_CODE_ATTEMPTS = 5;
/** At most 3 codes per phone in 10 minutes: a form cannot be used to flood someone's phone. */
export const CODES_PER_WINDOW = 3;
export const SEND_WINDOW_MS = 10 * 60_000;

export const CODE_MESSAGES = {
  wrong: "That code is not right. Please check the SMS and try again.",
  expired: "That code has expired. Please ask for a new one.",
  tooManyAttempts: "That code has been tried too many times. Please ask for a new one.",
  noCode: "There is no code waiting for this number. Please ask for a new one.",
} as const;

export type CodeVerdict = "accepted" | "wrong" | "expired" | "too-many-attempts" | "used";

export interface IssuedCode {
  expiresAt: Date;
  attempts: number;
  consumedAt: Date | null;
}

/**
 * What a try at a code comes to. Checked before the code itself: an expired or worn-out code
 * says so even when the digits are right, so guessing on past the limit learns nothing.
 */
export function judgeCode(code: IssuedCode, matches: boolean, now: Date): CodeVerdict {
  if (code.consumedAt) return "used";
  if (now.getTime() >= code.expiresAt.getTime()) return "expired";
  if (code.attempts >= MAX_CODE_ATTEMPTS) return "too-many-attempts";
  return matches ? "accepted" : "wrong";
}

/** The message the code form shows for a verdict other than accepted. */
export function codeMessage(verdict: Exclude<CodeVerdict, "accepted">, attemptsAfter: number): string {
  switch (verdict) {
    case "wrong":
      return attemptsAfter >= MAX_CODE_ATTEMPTS ? CODE_MESSAGES.tooManyAttempts : CODE_MESSAGES.wrong;
    case "expired":
      return CODE_MESSAGES.expired;
    case "too-many-attempts":
      return CODE_MESSAGES.tooManyAttempts;
    case "used":
      return CODE_MESSAGES.noCode;
  }
}

export type SendAllowance = { ok: true } | { ok: false; retryAfterMs: number; message: string };

/** Whether another code may go to a phone, given when its recent codes were sent. */
export function sendAllowance(sentAt: readonly Date[], now: Date): SendAllowance {
  const windowStart = now.getTime() - SEND_WINDOW_MS;
  const recent = sentAt.map((date) => date.getTime()).filter((time) => time > windowStart).sort((a, b) => a - b);
  if (recent.length < CODES_PER_WINDOW) return { ok: true };
  const retryAfterMs = recent[recent.length - CODES_PER_WINDOW]! + SEND_WINDOW_MS - now.getTime();
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return {
    ok: false,
    retryAfterMs,
    message: `We have sent ${CODES_PER_WINDOW} codes to this number in the last 10 minutes. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  };
}

/** The SMS text: the code first, so phones can offer it for autofill. */
export function codeSmsText(code: string, siteName: string): string {
  return `${code} is your ${siteName} sign-in code. It expires in 10 minutes. If you didn't ask for it, ignore this message.`;
}
