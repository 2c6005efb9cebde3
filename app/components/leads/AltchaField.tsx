import { useEffect, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { altchaPayload, solveAltchaChallenge, type AltchaChallengeJson } from "~/models/leads/altcha-solver";
import { ALTCHA_FIELD, FORM_TOKEN_FIELD } from "~/models/leads/schemas";
import * as styles from "./AltchaField.css";

const ALTCHA_CHALLENGE_PATH = "/api/altcha";
const VERIFYING_TEXT = "Verifying you're human…";
const VERIFIED_TEXT = "Verified";
/** The lead is still taken without a solution (spam.server.ts: the slower lane), so the shopper may send. */
const UNAVAILABLE_TEXT = "Could not verify this browser; you can still send the form.";

type Check = { state: "working" } | { state: "verified"; payload: string } | { state: "unavailable" };

const STATUS_TEXT: Record<Check["state"], string> = {
  working: VERIFYING_TEXT,
  verified: VERIFIED_TEXT,
  unavailable: UNAVAILABLE_TEXT,
};

/** The form's one-time token, read from the hidden input the lead form renders beside this field. */
function formTokenOf(input: HTMLInputElement | null): string | null {
  const token = input?.form?.elements.namedItem(FORM_TOKEN_FIELD);
  return token instanceof HTMLInputElement && token.value ? token.value : null;
}

async function fetchChallenge(formToken: string, signal: AbortSignal): Promise<AltchaChallengeJson> {
  const response = await fetch(`${ALTCHA_CHALLENGE_PATH}?form=${encodeURIComponent(formToken)}`, {
    signal,
    cache: "no-store",
    headers: { Accept: "application/json" },
  });
  if (!response.ok) throw new Error(`The captcha challenge answered ${response.status}`);
  return (await response.json()) as AltchaChallengeJson;
}

/**
 * The captcha of lead forms (vehicle-page §5 "A captcha shows by default"): a proof of
 * work the browser does while the shopper types, posted as `altcha`. Nothing is rendered
 * on the server, so a browser without JavaScript sends the form without it.
 */
export function AltchaField(): JSX.Element | null {
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const [formToken, setFormToken] = useState<string | null>(null);
  const [check, setCheck] = useState<Check>({ state: "working" });

  // The token may be replaced when the page's data reloads: each render looks again.
  useEffect(() => {
    if (!input.current) return;
    const current = formTokenOf(input.current);
    if (current !== formToken) setFormToken(current);
    if (!current && check.state !== "unavailable") setCheck({ state: "unavailable" });
  });

  useEffect(() => {
    if (!formToken) return;
    const controller = new AbortController();
    setCheck({ state: "working" });
    (async () => {
      const challenge = await fetchChallenge(formToken, controller.signal);
      const solution = await solveAltchaChallenge(challenge, { signal: controller.signal });
      if (controller.signal.aborted) return;
      setCheck(solution ? { state: "verified", payload: altchaPayload(challenge, solution) } : { state: "unavailable" });
    })().catch(() => {
      if (!controller.signal.aborted) setCheck({ state: "unavailable" });
    });
    return () => controller.abort();
  }, [formToken]);

  if (!hydrated) return null;
  return (
    <div className={styles.field} data-altcha={check.state}>
      <input ref={input} type="hidden" name={ALTCHA_FIELD} value={check.state === "verified" ? check.payload : ""} />
      <span className={styles.status[check.state]} aria-hidden="true" />
      <span role="status" aria-live="polite">
        {STATUS_TEXT[check.state]}
      </span>
    </div>
  );
}
