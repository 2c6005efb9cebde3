import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary, notFoundTitled } from "~/components/GeneralErrorBoundary";
import { CustomerFields } from "~/components/leads/CustomerFields";
import { keepLeadFormOnFailure } from "~/components/leads/failed-submit";
import { LeadForm } from "~/components/leads/LeadForm";
import { LeadFormPage } from "~/components/leads/LeadFormPage";
import { PromotionEnded, PromotionTerms } from "~/components/promotions/PromotionTerms";
import type { LeadFormReply } from "~/pages/leads/lead-action.server";
import { promotionEntryAction, promotionPage } from "~/pages/promotions/entries.server";

/** vehicle-page §2 /spin-to-win: the dealer's promotion, its terms and one entry per person; gated (§6). */
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.promotion.name} | ${data.dealerName}` : "Promotion not found" },
];

export function loader({ request, context }: LoaderFunctionArgs) {
  return promotionPage(request, context);
}

export function action(args: ActionFunctionArgs) {
  return promotionEntryAction(args);
}

/** With JavaScript, a post that fails keeps the form and what was typed (failed-submit.ts). */
export const clientAction = keepLeadFormOnFailure;

export default function SpinToWinRoute() {
  const { promotion, endedText, setup } = useLoaderData<typeof loader>();
  const lastResult = useActionData<LeadFormReply>();
  return (
    <LeadFormPage title={promotion.name}>
      <PromotionTerms prize={promotion.prize} terms={promotion.terms} />
      {setup ? (
        <LeadForm setup={setup} lastResult={lastResult} action="/spin-to-win" submitLabel="Enter now">
          <CustomerFields
            setup={setup}
            showMessage={false}
            termsLabel={`I have read and agree to the terms and conditions of ${promotion.name}.`}
          />
        </LeadForm>
      ) : (
        <PromotionEnded text={endedText ?? ""} />
      )}
    </LeadFormPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 404: notFoundTitled("No promotion running") }} />;
}
