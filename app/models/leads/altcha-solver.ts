/*
 * The browser's half of the ALTCHA proof of work (spam.server.ts issues and checks the
 * challenges): find the number n in 0..maxnumber with SHA-256(salt + n) = challenge.
 * Client-safe: Web Crypto only, which browsers and Node both have.
 */

/** A challenge as GET /api/altcha answers it (the ALTCHA protocol's challenge JSON). */
export interface AltchaChallengeJson {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

export interface AltchaSolution {
  number: number;
  /** Milliseconds the search took, reported to the server as the protocol's `took`. */
  took: number;
}

export interface SolveOptions {
  /** Numbers hashed between two yields to the event loop: small enough that typing stays smooth. */
  chunkSize?: number;
  signal?: AbortSignal;
}

const DEFAULT_CHUNK_SIZE = 500;

function hex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** A macrotask, not a microtask: the page gets to paint and handle input between chunks. */
function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Tries every number up to the challenge's maxnumber, a chunk of digests at a time (run
 * side by side), yielding between chunks. Null when no number matches (a challenge that
 * is not ours, or not SHA-256); rejects with the signal's reason when aborted.
 */
export async function solveAltchaChallenge(
  challenge: AltchaChallengeJson,
  options: SolveOptions = {},
): Promise<AltchaSolution | null> {
  if (challenge.algorithm !== "SHA-256") return null;
  const chunkSize = Math.max(1, options.chunkSize ?? DEFAULT_CHUNK_SIZE);
  const encoder = new TextEncoder();
  const target = challenge.challenge.toLowerCase();
  const started = Date.now();
  for (let from = 0; from <= challenge.maxnumber; from += chunkSize) {
    options.signal?.throwIfAborted();
    const to = Math.min(from + chunkSize - 1, challenge.maxnumber);
    const numbers = Array.from({ length: to - from + 1 }, (_, index) => from + index);
    const digests = await Promise.all(
      numbers.map((number) => crypto.subtle.digest("SHA-256", encoder.encode(`${challenge.salt}${number}`))),
    );
    const found = digests.findIndex((digest) => hex(digest) === target);
    if (found !== -1) return { number: numbers[found]!, took: Date.now() - started };
    await yieldToEventLoop();
  }
  return null;
}

/** What the form posts as `altcha`: base64 of the solution's JSON, as the ALTCHA widget sends it. */
export function altchaPayload(challenge: AltchaChallengeJson, solution: AltchaSolution): string {
  const json = JSON.stringify({
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt: challenge.salt,
    signature: challenge.signature,
    took: solution.took,
  });
  const bytes = new TextEncoder().encode(json);
  return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(""));
}
