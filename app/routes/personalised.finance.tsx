import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { PersonalisedFinanceForm } from "~/components/finance-enquiry/PersonalisedFinanceForm";
import { keepLeadFormOnFailure } from "~/components/leads/failed-submit";
import { LeadFormPage } from "~/components/leads/LeadFormPage";
import { personalisedFinanceAction, personalisedFinancePage } from "~/pages/finance/personalised.server";
import type { LeadFormReply } from "~/pages/leads/lead-action.server";
import { FINANCE_BLOCK } from "~/models/service/service-pages";

/**
 * vehicle-page §2 "/personalised/finance?car_id={id}": the red block's "Get Your Repayments"
 * (repayments in as little as 3 minutes), gated as the finance journey (§6).
 */
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${FINANCE_BLOCK.buttonText} | ${data.dealerName}` : FINANCE_BLOCK.buttonText },
  { name: "robots", content: "noindex" },
];

export function loader({ request, context }: LoaderFunctionArgs) {
  return personalisedFinancePage(request, context);
}

export function action(args: ActionFunctionArgs) {
  return personalisedFinanceAction(args);
}

/** With JavaScript, a post that fails keeps the form and what was typed (failed-submit.ts). */
export const clientAction = keepLeadFormOnFailure;

export default function PersonalisedFinanceRoute() {
  const { setup, car, formAction, ratePercent } = useLoaderData<typeof loader>();
  const lastResult = useActionData<LeadFormReply>();
  return (
    <LeadFormPage
      title={FINANCE_BLOCK.heading}
      intro={`${FINANCE_BLOCK.text} Tell us what you earn and spend, and we'll show what you could borrow and repay.`}
      car={car ?? undefined}
    >
      <PersonalisedFinanceForm setup={setup} lastResult={lastResult} action={formAction} ratePercent={ratePercent} />
    </LeadFormPage>
  );
}
