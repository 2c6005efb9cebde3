import type { SubmissionResult } from "@conform-to/zod";
import { parseWithZod } from "@conform-to/zod";
import { getDatabase } from "~/db/client.server";
import { env } from "~/env.server";
import { logger } from "~/logger.server";
import { formatMobile } from "~/models/auth/phone";
import { codeStepPath, signInPath, type SignInTarget } from "~/models/auth/redirects";
import { CodeFormSchema, PhoneFormSchema, type SignInActionData } from "~/models/auth/sign-in-forms";
import { sendSignInCode, verifySignInCode } from "~/models/auth/sign-in-codes.server";
import { signIn, type ShopperSession } from "~/pages/auth/session.server";
import { smsSender } from "~/adapters/sms/index.server";
import { verifyAltchaSolution } from "~/models/leads/spam.server";
import { watchlistErrorToast, watchlistToast } from "~/models/watchlist/watchlist";
import { saveToWatchlist } from "~/models/watchlist/watchlist.server";
import type { Tenant } from "~/tenants/schema";

const SEND_FAILED_MESSAGE = "We couldn't send the code just now. Please try again in a moment.";

/** What a sign-in post comes to: its form shown again with a status, or the next address (PRG). */
export type SignInOutcome =
  | { kind: "again"; answer: SignInActionData; status: number }
  | { kind: "go"; location: string; commitSession: boolean };

const again = (step: SignInActionData["step"], result: SubmissionResult<string[]>, status: number): SignInOutcome => ({
  kind: "again",
  answer: { step, result },
  status,
});

/**
 * One post of the sign-in page. Step 1 sends a code and moves on to step 2; step 2 checks it,
 * signs the shopper in on `session` and goes on to the target's `redirect` (a path on this site
 * only). The caller reads the request and commits the session.
 */
export async function signInStep(input: {
  tenant: Tenant;
  target: SignInTarget;
  step: "phone" | "code";
  formData: FormData;
  session: ShopperSession;
  /** The shopper's address, normalised (the send limit counts per client). */
  client: string | null;
}): Promise<SignInOutcome> {
  const { tenant, target, formData, session, client } = input;
  if (input.step === "phone") {
    const submission = parseWithZod(formData, { schema: PhoneFormSchema });
    if (submission.status !== "success") return again("phone", submission.reply(), 400);
    const { phone_number: phone, form_token: formToken, altcha } = submission.value;
    const solved = tenant.features.captcha && formToken && altcha && verifyAltchaSolution(altcha, formToken);
    const problem = await sendCode(tenant, phone, { client, captchaSolvedFor: solved ? formToken : null });
    if (problem) return again("phone", submission.reply({ formErrors: [problem] }), 429);
    session.set("signInPhone", phone);
    return { kind: "go", location: codeStepPath(target), commitSession: true };
  }

  const phone = session.get("signInPhone");
  if (!phone) return { kind: "go", location: signInPath(target), commitSession: false };

  if (formData.get("intent") === "resend") {
    // The resend button has no captcha: it counts in the captcha-less lane.
    const problem = await sendCode(tenant, phone, { client, captchaSolvedFor: null });
    session.flash(
      "toast",
      problem
        ? { id: crypto.randomUUID(), tone: "error", title: "Code not sent", body: problem }
        : { id: crypto.randomUUID(), tone: "success", title: "New code sent", body: `We sent a new code to ${formatMobile(phone)}.` },
    );
    return { kind: "go", location: codeStepPath(target), commitSession: true };
  }

  const submission = parseWithZod(formData, { schema: CodeFormSchema });
  if (submission.status !== "success") return again("code", submission.reply(), 400);
  const verified = await verifySignInCode(await getDatabase(), {
    websiteId: tenant.id,
    phone,
    code: submission.value.code,
    secret: env.SESSION_SECRET,
  });
  if (!verified.ok) return again("code", submission.reply({ fieldErrors: { code: [verified.message] } }), 400);
  signIn(session, tenant, verified.user.id);
  await completePendingSave(session, tenant, verified.user.id);
  return { kind: "go", location: target.redirect, commitSession: true };
}

/**
 * Sends a code to the phone; the message to show when it could not be sent (a send limit, or
 * the SMS provider failing), never an error page.
 */
async function sendCode(
  tenant: Tenant,
  phone: string,
  asker: { client: string | null; captchaSolvedFor: string | null },
): Promise<string | null> {
  try {
    const sent = await sendSignInCode(await getDatabase(), smsSender(), {
      websiteId: tenant.id,
      phone,
      siteName: tenant.name,
      secret: env.SESSION_SECRET,
      remoteAddress: asker.client,
      captcha: { required: tenant.features.captcha, solvedFor: asker.captchaSolvedFor },
    });
    return sent.ok ? null : sent.message;
  } catch (error) {
    logger.error({ err: error, websiteId: tenant.id }, "sign-in code could not be sent");
    return SEND_FAILED_MESSAGE;
  }
}

/** The Save pressed before signing in (search-journey §4) is done now, with its toast. */
async function completePendingSave(session: ShopperSession, tenant: Tenant, userId: number): Promise<void> {
  const carId = session.get("pendingWatchlistCarId");
  if (carId === undefined) return;
  session.unset("pendingWatchlistCarId");
  const outcome = await saveToWatchlist(await getDatabase(), tenant, userId, carId);
  session.flash(
    "toast",
    outcome.ok
      ? watchlistToast("saved", outcome.car.name, crypto.randomUUID())
      : watchlistErrorToast(outcome.message, crypto.randomUUID()),
  );
}
