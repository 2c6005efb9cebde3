import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DealerPage } from "~/components/locations/DealerPage";
import { FeedbackChoice } from "~/components/locations/FeedbackChoice";
import { feedbackPage } from "~/models/content/feedback";
import { requestTenant } from "~/pages/request-tenant.server";

/** The feedback page (vehicle-page §2 Other screens), reached from a link in a follow-up email. */
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `We'd love to hear your feedback! | ${data?.dealerName ?? ""}` },
  // A personal link: the greeting comes from its query string, so search engines skip it.
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const tenant = requestTenant(request, context);
  return { ...feedbackPage(new URL(request.url).searchParams, tenant.dealerships), dealerName: tenant.name };
}

export default function FeedbackPage() {
  const { firstName, dealershipName, reviewUrl, surveyHref } = useLoaderData<typeof loader>();
  return (
    <DealerPage>
      <FeedbackChoice firstName={firstName} dealershipName={dealershipName} reviewUrl={reviewUrl} surveyHref={surveyHref} />
    </DealerPage>
  );
}
