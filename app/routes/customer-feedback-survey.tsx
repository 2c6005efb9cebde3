import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CustomerFields } from "~/components/leads/CustomerFields";
import { keepDealerFormOnFailure } from "~/components/leads/failed-submit";
import { FieldGrid, RadioGroupField } from "~/components/leads/fields";
import { LeadForm } from "~/components/leads/LeadForm";
import { ContactFormSection } from "~/components/locations/ContactFormSection";
import { DealerPage } from "~/components/locations/DealerPage";
import { PhoneLink } from "~/components/PhoneLink";
import { tenantPhoneSource } from "~/models/phone-reveal/reveal";
import { CUSTOMER_FEEDBACK_SURVEY_PATH, surveyDealership } from "~/models/content/feedback";
import { handleLeadAction, leadFormSetup, type LeadFormReply } from "~/pages/leads/lead-action.server";
import { FEEDBACK_DEPARTMENTS, FEEDBACK_RATINGS } from "~/models/leads/schemas";
import { requestTenant } from "~/pages/request-tenant.server";
import { useTenant } from "~/hooks/useTenant";

/**
 * The bad-experience path of the feedback page (vehicle-page §2 Routes /customer-feedback-survey):
 * a survey the dealer receives as a Customer Feedback lead (stored, then mailed through the
 * tenant's lead routes like every lead; it names no vehicle, so it goes as readable mail, no
 * ADF), with the phone number beside it for a customer who would rather talk.
 */
const FORM = "customer-feedback";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Tell us what went wrong | ${data?.dealerName ?? ""}` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const tenant = requestTenant(request, context);
  const survey = leadFormSetup(tenant, FORM);
  // From the feedback page of one dealership of a group: the survey starts with it chosen.
  const dealership = surveyDealership(new URL(request.url).searchParams, survey.options.dealershipSlugs);
  return {
    dealerName: tenant.name,
    survey: dealership ? { ...survey, defaultValue: { ...survey.defaultValue, dealership_slug: dealership } } : survey,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const tenant = requestTenant(request, context);
  return handleLeadAction({ request, tenant, form: FORM, options: leadFormSetup(tenant, FORM).options, context });
}

/** With JavaScript, a post that fails keeps the form and what was typed, with the dealer forms' §8 text (failed-submit.ts). */
export const clientAction = keepDealerFormOnFailure;

const RATING_OPTIONS = FEEDBACK_RATINGS.map((rating) => ({
  value: String(rating),
  label: rating === 1 ? "1 (very poor)" : rating === 5 ? "5 (excellent)" : String(rating),
}));
const DEPARTMENT_OPTIONS = FEEDBACK_DEPARTMENTS.map((department) => ({ value: department, label: department }));

export default function CustomerFeedbackSurveyPage() {
  const { dealerName, survey } = useLoaderData<typeof loader>();
  const lastResult = useActionData<LeadFormReply>();
  const tenant = useTenant();
  return (
    <DealerPage
      title="We're sorry to hear that"
      intro={
        <>
          Thank you for telling us. Tell us what went wrong below and a manager from {dealerName} will contact you to put
          it right, or call us on <PhoneLink phone={tenant.phones.main} masked={tenant.features.phoneMasking} source={tenantPhoneSource("main")} />.
        </>
      }
      narrow
    >
      <ContactFormSection id="feedback-survey" title="Customer feedback survey">
        <LeadForm setup={survey} lastResult={lastResult} action={CUSTOMER_FEEDBACK_SURVEY_PATH} submitLabel="Send feedback" id="customer-feedback-form">
          <FieldGrid>
            <RadioGroupField name="rating" label="How would you rate your experience?" options={RATING_OPTIONS} />
            <RadioGroupField name="subcategory" label="Which part of our business was it?" options={DEPARTMENT_OPTIONS} />
          </FieldGrid>
          <CustomerFields setup={survey} messageLabel="What went wrong?" />
        </LeadForm>
      </ContactFormSection>
      <p>
        If we cannot resolve it together, our <a href="/pages/complaint-handling-process">complaint handling process</a>{" "}
        explains who else can help.
      </p>
    </DealerPage>
  );
}
