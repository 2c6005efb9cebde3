import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CustomerFields } from "~/components/leads/CustomerFields";
import { keepLeadFormOnFailure } from "~/components/leads/failed-submit";
import { FieldGrid, TextField } from "~/components/leads/fields";
import { LeadForm } from "~/components/leads/LeadForm";
import { LeadFormPage } from "~/components/leads/LeadFormPage";
import type { LeadFormReply } from "~/pages/leads/lead-action.server";
import { onlinePaymentAction, onlinePaymentPage } from "~/pages/payments/online-payment-action.server";
import { POSTS_TO_PAYMENT_PROVIDER } from "~/server/security-headers";

/** vehicle-page §2 /online-payment: pay an invoice by its number; gated unless the site says otherwise (§6). */
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Pay an Invoice | ${data.dealerName}` : "Pay an Invoice" },
  { name: "robots", content: "noindex" },
];

// The form's answer is a redirect to the payment provider's checkout (CSP form-action).
export const handle = POSTS_TO_PAYMENT_PROVIDER;

export function loader({ request, context }: LoaderFunctionArgs) {
  return onlinePaymentPage(request, context);
}

export function action(args: ActionFunctionArgs) {
  return onlinePaymentAction(args);
}

/** With JavaScript, a post that fails keeps the form and what was typed (failed-submit.ts). */
export const clientAction = keepLeadFormOnFailure;

export default function OnlinePaymentRoute() {
  const { setup, paysOnline, paidReturn, emailsReceipt, dealerName, phone } = useLoaderData<typeof loader>();
  const lastResult = useActionData<LeadFormReply>();
  if (paidReturn) {
    return (
      <LeadFormPage
        title="Thank you for your payment"
        intro={`Your payment is being confirmed by our payment provider. Once it is, ${dealerName} receives it with your invoice number${emailsReceipt ? ", and we email you a receipt" : ""}.`}
      >
        {null}
      </LeadFormPage>
    );
  }
  return (
    <LeadFormPage
      title="Pay an Invoice"
      intro={
        paysOnline
          ? "Pay your service, parts or vehicle invoice by card: enter the invoice number and amount, then pay on our payment provider's secure page."
          : `No payment can be taken on this website. Send us your invoice number and amount, and ${dealerName} will contact you to take the payment, or call us on ${phone}.`
      }
    >
      <LeadForm
        setup={setup}
        lastResult={lastResult}
        action="/online-payment"
        submitLabel={paysOnline ? "Continue to payment" : "Send payment request"}
      >
        <FieldGrid>
          <TextField name="invoice_number" label="Invoice number" placeholder="e.g. INV-10452" half />
          <TextField name="amount" label="Amount (AUD)" hint="Dollars and cents, e.g. 349.95." inputMode="decimal" placeholder="$" half />
        </FieldGrid>
        <CustomerFields setup={setup} messageLabel="Anything we should know? (optional)" />
      </LeadForm>
    </LeadFormPage>
  );
}
