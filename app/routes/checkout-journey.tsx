import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CheckoutLayout } from "~/components/checkout/CheckoutLayout";
import { CheckoutStepForm, NoLongerAvailable } from "~/components/checkout/CheckoutSteps";
import { keepLeadFormOnFailure } from "~/components/leads/failed-submit";
import { CarFormError } from "~/components/leads/LeadFormPage";
import { PRIVATE_PAGE_HEADERS } from "~/pages/auth/session.server";
import { checkoutAction, checkoutPage } from "~/pages/checkout/journey.server";
import type { LeadFormReply } from "~/pages/leads/lead-action.server";
import { requestTenant } from "~/pages/request-tenant.server";
import { POSTS_TO_PAYMENT_PROVIDER } from "~/server/security-headers";

/**
 * Buying a car online (vehicle-page §2 "/checkout-journey?car_id={slug} online purchase
 * journey"): one step a page (&step=), each a plain form post, the answers
 * kept on the server, the last step sending the lead and the deposit through the payment port.
 */
export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  {
    title: !page
      ? "Vehicle not found"
      : page.kind === "step"
        ? `${page.title}: buy the ${page.car.name} online`
        : `${page.car.name} is no longer available`,
  },
  { name: "robots", content: "noindex" },
];

/** One shopper's answers: kept by no shared cache. */
// The form's answer is a redirect to the payment provider's checkout (CSP form-action).
export const handle = POSTS_TO_PAYMENT_PROVIDER;

export const headers: HeadersFunction = () => PRIVATE_PAGE_HEADERS;

export async function loader({ request, context }: LoaderFunctionArgs) {
  return checkoutPage({ request, tenant: requestTenant(request, context) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return checkoutAction({ request, tenant: requestTenant(request, context), context });
}

/** With JavaScript, a post that fails keeps the form and what was typed (failed-submit.ts). */
export const clientAction = keepLeadFormOnFailure;

export default function CheckoutJourneyRoute() {
  const page = useLoaderData<typeof loader>();
  const lastResult = useActionData<LeadFormReply>();
  if (page.kind === "unavailable") {
    return (
      <CheckoutLayout title="Buy online" car={page.car}>
        <NoLongerAvailable text={page.text} findSimilarHref={page.findSimilarHref} findSimilarLabel={page.findSimilarLabel} />
      </CheckoutLayout>
    );
  }
  return (
    <CheckoutLayout title={page.title} progress={page.progress} car={page.car} terms={page.terms}>
      <CheckoutStepForm
        step={page.step}
        answers={page.answers}
        setup={page.setup}
        formAction={page.formAction}
        review={page.review}
        estimate={page.estimate}
        submitLabel={page.submitLabel}
        lastResult={lastResult}
      />
    </CheckoutLayout>
  );
}

export function ErrorBoundary() {
  return <CarFormError />;
}
