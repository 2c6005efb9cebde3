import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { createAltchaChallenge } from "~/models/leads/spam.server";
import { requestTenant } from "~/pages/request-tenant.server";

const NO_STORE = { "Cache-Control": "no-store" };
const FormToken = z.string().uuid();

/**
 * A fresh ALTCHA challenge for one lead form (the `form` parameter is its form token: a
 * solution is good for that form only). Never cached: a stored challenge would be a
 * solved one for every bot that asks.
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  const tenant = requestTenant(request, context);
  if (!tenant.features.captcha) {
    return json({ error: "This website's forms have no captcha." }, { status: 404, headers: NO_STORE });
  }
  const formToken = FormToken.safeParse(new URL(request.url).searchParams.get("form"));
  if (!formToken.success) {
    return json({ error: "The form parameter must be the form's token." }, { status: 400, headers: NO_STORE });
  }
  return json(createAltchaChallenge(formToken.data), { headers: NO_STORE });
}
