import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { CarSummary } from "~/components/leads/CarSummary";
import { rememberHeldVisitorDetails } from "~/components/leads/visitorDetails";
import * as styles from "~/components/leads/SuccessPage.css";
import { getDatabase } from "~/db/client.server";
import { ascDepartment, pushAscEvent } from "~/models/analytics/asc";
import { pushAnalyticsEvent } from "~/models/analytics/datalayer";
import { PRIVATE_PAGE_HEADERS } from "~/pages/auth/session.server";
import { sentLeadId } from "~/pages/leads/lead-action.server";
import { findSentLead } from "~/models/leads/sent-lead.server";
import { container } from "~/styles/shared.css";
import { requestTenant } from "~/pages/request-tenant.server";
import { useTenant } from "~/hooks/useTenant";
import { cx } from "~/components/classNames";

export const meta: MetaFunction = () => [{ title: "Thank you" }, { name: "robots", content: "noindex" }];

/** A lead id as the redirect writes it; anything else is no lead. */
const LEAD_ID = /^[1-9]\d{0,14}$/;

/** What the shopper sent, their car and name: for their browser only, never a shared cache. */
export const headers: HeadersFunction = () => PRIVATE_PAGE_HEADERS;

/**
 * vehicle-page §4 Lead flow: "the user goes to /success", which shows the car enquired
 * about and what was sent. Lead ids count up, so the id in the address proves nothing: the
 * lead is shown only when the browser's own cookie names it (sentLeadCookie, set as the lead
 * was stored). Any other id, or another website's lead, gets a plain thank-you that says
 * nothing about lead N, not even which dealer it went to.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const tenant = requestTenant(request, context);
  const param = new URL(request.url).searchParams.get("lead") ?? "";
  if (!LEAD_ID.test(param)) return { lead: null };
  const leadId = Number(param);
  if ((await sentLeadId(request)) !== leadId) return { lead: null };
  return { lead: await findSentLead(await getDatabase(), tenant, leadId, { withDetails: true }) };
}

const TRACKED_KEY = "lead-event-pushed";

/**
 * §4 "a tracking event fires" once per lead: a reload or a return by the back button
 * must not count the lead twice, so the pushed ids are kept for the tab's session.
 */
function pushLeadEventOnce(leadId: number, eventId: number, pushAsc: () => void) {
  let pushed: number[] = [];
  try {
    pushed = JSON.parse(window.sessionStorage.getItem(TRACKED_KEY) ?? "[]") as number[];
  } catch {
    pushed = [];
  }
  if (pushed.includes(leadId)) return;
  pushAnalyticsEvent(eventId, { event_id: eventId, lead_id: leadId });
  pushAsc();
  try {
    window.sessionStorage.setItem(TRACKED_KEY, JSON.stringify([...pushed, leadId].slice(-20)));
  } catch {
    // Storage refused: the event is still pushed, once for this page view.
  }
}

export default function SuccessPage() {
  const { lead } = useLoaderData<typeof loader>();
  const tenant = useTenant();

  useEffect(() => {
    if (!lead) return;
    pushLeadEventOnce(lead.id, lead.eventId, () =>
      pushAscEvent("asc_form_submission", {
        comm_type: "form",
        comm_outcome: "crm_update",
        department: ascDepartment(lead.category),
        form_name: lead.category,
        form_type: "consumer_contact",
        page_type: "other",
        lead_id: lead.id,
        ...lead.ascItem,
      }),
    );
    rememberHeldVisitorDetails();
  }, [lead?.id, lead?.eventId]);

  return (
    <div className={cx(container, styles.page)}>
      <section className={styles.panel} aria-labelledby="success-title">
        <h1 id="success-title" className={styles.title}>
          Thank you
        </h1>
        <p className={styles.lead}>
          {lead
            ? `Your enquiry has been sent to ${lead.dealerName}. We will be in touch with you soon.`
            : "Your enquiry has been sent. We will be in touch with you soon."}
        </p>
        {lead?.car ? <CarSummary car={lead.car} heading="You enquired about" backLabel="Back to the vehicle" /> : null}
        {lead?.details && lead.details.length > 0 ? (
          <div className={styles.sent}>
            <h2 className={styles.sentTitle}>What you sent</h2>
            <dl className={styles.details}>
              {lead.details.map((detail) => (
                <div key={detail.label} className={styles.detail}>
                  <dt>{detail.label}</dt>
                  <dd>{detail.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        ) : null}
        <p className={styles.next}>
          <Link to={tenant.search.path}>Keep browsing our {tenant.labels.stockNoun}</Link>
        </p>
      </section>
    </div>
  );
}
