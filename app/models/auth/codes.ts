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

/** The wait before one more send fits `limit` sends per `windowMs`, or null when it fits now. */
function waitForRoom(sentAt: readonly Date[], now: Date, windowMs: number, limit: number): number | null {
  const windowStart = now.getTime() - windowMs;
  const recent = sentAt.map((date) => date.getTime()).filter((time) => time > windowStart).sort((a, b) => a - b);
  if (recent.length < limit) return null;
  return recent[recent.length - limit]! + windowMs - now.getTime();
}

function inMinutes(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/** Whether another code may go to a phone, given when its recent codes were sent. */
export function sendAllowance(sentAt: readonly Date[], now: Date): SendAllowance {
  const retryAfterMs = waitForRoom(sentAt, now, SEND_WINDOW_MS, CODES_PER_WINDOW);
  if (retryAfterMs === null) return { ok: true };
  return {
    ok: false,
    retryAfterMs,
    message: `We have sent ${CODES_PER_WINDOW} codes to this number in the last 10 minutes. Please try again in ${inMinutes(retryAfterMs)}.`,
  };
}

/**
 * SMS pumping: every code sent through SMS_URL costs the dealer, and one
 * client once asked for codes to 100 numbers in a second. So besides the per-phone limit,
 * one client address may ask for a few codes in 10 minutes (more after a solved captcha,
 * which costs a bot real work), and one website sends at most so many an hour, whoever asks:
 * an attack spread over many addresses still cannot run up the dealer's bill. An IPv6 client
 * is counted by its /64 (limits/client-address.ts).
 */
export const SIGN_IN_SEND_LIMITS = {
  addressWindowMs: 10 * 60_000,
  /** Codes an address may ask for without a solved captcha where the website has one (no JavaScript). */
  perAddressWithoutCaptcha: 3,
  /** Codes an address may ask for in all (with a solved captcha, or where the website has no captcha). */
  perAddress: 8,
  websiteWindowMs: 60 * 60_000,
  /**
   * Codes one website sends an hour before it sheds the networks already sent one: far above
   * a dealer's sign-ins, far below a pumping run.
   */
  perWebsite: 120,
  /** Codes one website sends an hour at most, to networks not sent one yet: the bill's ceiling. */
  perWebsiteCeiling: 240,
} as const;

/**
 * A code asked for recently on this website: when, from the same client (an IPv4 address, an
 * IPv6 /64) or the same network (a /24, a /48) as this request, and through which lane.
 */
export interface RecentSend {
  createdAt: Date;
  fromThisAddress: boolean;
  fromThisNetwork: boolean;
  captchaSolved: boolean;
}

/**
 * Whether this client, and this website, may send another code. Without a solved captcha on
 * a website that has one, only the address's other captcha-less sends count against the
 * lower limit: a shopper who solved it before is not held back by that.
 */
export function clientSendAllowance(
  recent: readonly RecentSend[],
  request: { captchaRequired: boolean; captchaSolved: boolean },
  now: Date,
): SendAllowance {
  const limits = SIGN_IN_SEND_LIMITS;
  const fromAddress = recent.filter((send) => send.fromThisAddress);
  const slowLane = request.captchaRequired && !request.captchaSolved;
  const addressWait = Math.max(
    waitForRoom(fromAddress.map((send) => send.createdAt), now, limits.addressWindowMs, limits.perAddress) ?? -1,
    slowLane
      ? (waitForRoom(
          fromAddress.filter((send) => !send.captchaSolved).map((send) => send.createdAt),
          now,
          limits.addressWindowMs,
          limits.perAddressWithoutCaptcha,
        ) ?? -1)
      : -1,
  );
  if (addressWait >= 0) {
    return {
      ok: false,
      retryAfterMs: addressWait,
      message: `Too many codes have been asked for from your connection in the last 10 minutes. Please try again in ${inMinutes(addressWait)}.`,
    };
  }
  // Past the website's hourly cap the networks it has already sent codes to wait, heaviest
  // or not, and a network it has not (a shopper elsewhere) still gets one, up to the ceiling:
  // an attack no longer locks every shopper out for the hour, and the bill stays bounded.
  const websiteSends = recent.map((send) => send.createdAt);
  const fromNetwork = recent.filter((send) => send.fromThisNetwork).map((send) => send.createdAt);
  const capWait = waitForRoom(websiteSends, now, limits.websiteWindowMs, limits.perWebsite);
  const ceilingWait = waitForRoom(websiteSends, now, limits.websiteWindowMs, limits.perWebsiteCeiling);
  // A network sent one is let through again once its code leaves the hour, or the website's count falls under the cap.
  const networkWait = waitForRoom(fromNetwork, now, limits.websiteWindowMs, 1);
  const websiteWait =
    capWait === null ? null : (ceilingWait ?? (networkWait === null ? null : Math.min(capWait, networkWait)));
  if (websiteWait !== null) {
    return {
      ok: false,
      retryAfterMs: websiteWait,
      message: `We are sending a lot of sign-in codes just now. Please try again in ${inMinutes(websiteWait)}.`,
    };
  }
  return { ok: true };
}

/** The SMS text: the code first, so phones can offer it for autofill. */
export function codeSmsText(code: string, siteName: string): string {
  return `${code} is your ${siteName} sign-in code. It expires in 10 minutes. If you didn't ask for it, ignore this message.`;
}
