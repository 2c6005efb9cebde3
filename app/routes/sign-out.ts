import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { destroySessionHeaders, getSession } from "~/pages/auth/session.server";
import { requestTenant } from "~/pages/request-tenant.server";

/** Signing out is a POST (a link could be followed by a prefetch or a crawler). */
export function loader() {
  return redirect("/");
}

export async function action({ request, context }: ActionFunctionArgs) {
  const session = await getSession(request, requestTenant(request, context));
  throw redirect("/", { status: 303, headers: await destroySessionHeaders(session) });
}
