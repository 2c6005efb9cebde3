import {
  data,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import * as styles from "~/components/watchlist/SignInPage.css";
import { CodeStep, PhoneStep } from "~/components/watchlist/SignInSteps";
import { offersSignInFor } from "~/models/auth/gates";
import { formatMobile } from "~/models/auth/phone";
import { readSignInTarget, signInPath, signInWording } from "~/models/auth/redirects";
import { commitHeaders, getSession, getUser, PRIVATE_PAGE_HEADERS } from "~/pages/auth/session.server";
import { signInStep } from "~/pages/auth/sign-in.server";
import { leadRequestMeta } from "~/pages/leads/lead-action.server";
import { normaliseRemoteAddress } from "~/models/leads/spam.server";
import { readForm } from "~/server/form-body";
import { invariantResponse } from "~/server/http";
import { requestTenant } from "~/pages/request-tenant.server";

export const meta: MetaFunction = () => [{ title: "Sign in" }, { name: "robots", content: "noindex" }];

/** The number typed and the code step are the shopper's own: never kept by a shared cache. */
export const headers: HeadersFunction = () => PRIVATE_PAGE_HEADERS;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const tenant = requestTenant(request, context);
  const url = new URL(request.url);
  const target = readSignInTarget(url);
  invariantResponse(offersSignInFor(target.type, tenant), "This site has no watchlist.", { status: 404 });
  // Signed in already: nothing to ask, straight on.
  if (await getUser(request, tenant)) throw redirect(target.redirect);
  const phone = (await getSession(request, tenant)).get("signInPhone");
  const step = url.searchParams.get("step") === "code" ? "code" : "phone";
  if (step === "code" && !phone) throw redirect(signInPath(target));
  return {
    target,
    step,
    phone: phone ? formatMobile(phone) : null,
    wording: signInWording(target, tenant.labels.vehicleType),
    // The captcha's solution is good for this one form (spam.server.ts: createAltchaChallenge).
    captchaToken: tenant.features.captcha && step === "phone" ? crypto.randomUUID() : null,
  } as const;
}

/** The steps' posts (sign-in.server.ts: signInStep); a step that moves on redirects (PRG). */
export async function action({ request, context }: ActionFunctionArgs) {
  const tenant = requestTenant(request, context);
  const url = new URL(request.url);
  const target = readSignInTarget(url);
  invariantResponse(offersSignInFor(target.type, tenant), "This site has no watchlist.", { status: 404 });
  const session = await getSession(request, tenant);
  const outcome = await signInStep({
    tenant,
    target,
    step: url.searchParams.get("step") === "code" ? "code" : "phone",
    formData: await readForm(request),
    session,
    client: normaliseRemoteAddress(leadRequestMeta(request, context).remoteAddress),
  });
  if (outcome.kind === "again") return data(outcome.answer, { status: outcome.status, headers: PRIVATE_PAGE_HEADERS });
  throw redirect(outcome.location, { status: 303, headers: outcome.commitSession ? await commitHeaders(session) : undefined });
}

export default function SignInPage() {
  const { target, step, phone, wording, captchaToken } = useLoaderData<typeof loader>();
  return (
    <div className={styles.page}>
      <div className={styles.panel}>
        <h1 className={styles.heading}>{wording.heading}</h1>
        <p className={styles.intro}>{wording.intro}</p>
        {step === "code" && phone ? <CodeStep target={target} phone={phone} /> : <PhoneStep target={target} captchaToken={captchaToken} />}
        <p className={styles.back}>
          <Link to={target.back}>Back</Link>
        </p>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
