import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary, notFoundTitled } from "~/components/GeneralErrorBoundary";
import { DealerPage } from "~/components/locations/DealerPage";
import { TradeInFaq } from "~/components/trade-in/TradeInFaq";
import { TradeInJourney } from "~/components/trade-in/TradeInJourney";
import { TradeInLayout } from "~/components/trade-in/TradeInLayout";
import { TradeInOfferStep } from "~/components/trade-in/TradeInOfferStep";
import { getDatabase } from "~/db/client.server";
import { leadCarSummary } from "~/models/leads/car-summary";
import { leadFormSetup } from "~/pages/leads/lead-action.server";
import {
  carBeingBought,
  offerOfUrl,
  tradeInAction,
  tradeInFormSetup,
  tradeInPathOf,
} from "~/pages/trade-in/journey.server";
import { TRADE_IN_FAQ, tradeInPageCopy } from "~/models/trade-in/pages";
import { DEFAULT_FORM_STATE, type TradeInActionData } from "~/models/trade-in/steps";
import { invariantResponse } from "~/server/http";
import { siteOrigin } from "~/tenants/tenant.server";
import { requestTenant } from "~/pages/request-tenant.server";

/*
 * Trade-in valuation (vehicle-page §2 Routes): /cars/trade-in?car_id= for a car being
 * bought, /trade-in, /sell-your-car and /sell-my-car; one module, re-exported by each
 * route file. Never gated (§6 "trade-in and sell-my-car are not gated"). The estimate is
 * the same address with ?lead=&key= once the last step has stored the lead.
 */

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: "Trade-in estimate not found" }, { name: "robots", content: "noindex" }];
  return [
    { title: data.copy.title },
    { name: "description", content: data.copy.intro },
    { tagName: "link", rel: "canonical", href: data.canonical },
    // A shopper's own estimate is not a page for search engines.
    ...(data.offer ? [{ name: "robots", content: "noindex" }] : []),
  ];
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const tenant = requestTenant(request, context);
  const url = new URL(request.url);
  const path = tradeInPathOf(url) ?? "/trade-in";
  const db = await getDatabase();
  const now = new Date();
  const row = path === "/cars/trade-in" ? await carBeingBought(db, tenant, url, now) : null;
  const offer = await offerOfUrl(db, tenant, url);
  invariantResponse(offer !== null, "We couldn't find that trade-in estimate. It can be seen only in the browser that sent it.", {
    status: 404,
  });
  const key = url.searchParams.get("key") ?? "";
  return {
    copy: tradeInPageCopy(path, tenant.name, row?.name ?? null),
    canonical: `${siteOrigin(request, tenant)}${path}${row ? `?car_id=${row.id}` : ""}`,
    // The steps post back to this address, so the car being bought stays with them without JavaScript.
    formAction: `${url.pathname}${url.search}`,
    dealerName: tenant.name,
    car: row ? { id: row.id, summary: leadCarSummary(row, tenant) } : null,
    contactSetup: tradeInFormSetup(tenant, row),
    offer: offer
      ? {
          lead: { id: offer.leadId, key },
          car: offer.car,
          answers: offer.answers,
          valuation: offer.valuation,
          answer: offer.answer,
          acceptSetup: leadFormSetup(tenant, "trade-in-offer"),
          // Declining asks nothing of the shopper: no captcha to wait for.
          declineSetup: { ...leadFormSetup(tenant, "trade-in-offer"), captcha: false },
        }
      : null,
    faq: TRADE_IN_FAQ,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return tradeInAction({
    request,
    tenant: requestTenant(request, context),
    db: await getDatabase(),
    context: context,
  });
}

export default function TradeInRoute() {
  const { copy, formAction, dealerName, car, contactSetup, offer, faq } = useLoaderData<typeof loader>();
  const actionData = useActionData<TradeInActionData>();
  return (
    <DealerPage title={copy.heading} intro={copy.intro}>
      <TradeInLayout
        car={car?.summary ?? null}
        journey={
          offer ? (
            <TradeInOfferStep
              offer={offer}
              action={formAction}
              dealerName={dealerName}
              lastAnswer={actionData?.step === "offer" ? actionData : null}
            />
          ) : (
            <TradeInJourney
              action={formAction}
              state={actionData && actionData.step !== "offer" ? actionData : null}
              contactSetup={contactSetup}
              carBeingBoughtId={car?.id ?? null}
              defaultRegoState={DEFAULT_FORM_STATE}
            />
          )
        }
        faq={<TradeInFaq entries={faq} />}
      />
    </DealerPage>
  );
}

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{ 404: notFoundTitled("Trade-in estimate not found") }}
      unexpectedMessage="We couldn't show this page just now. Please try again in a moment."
    />
  );
}
