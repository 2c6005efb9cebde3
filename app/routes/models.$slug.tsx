import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ContentPage, ContentSection } from "~/components/content/ContentPage";
import { ServiceAdvantageTable } from "~/components/content/ServiceAdvantageTable";
import { ModelHero } from "~/components/models/ModelGrid";
import { accessoriesOf, accessoriesPath, modelCard } from "~/models/model-range/catalogue";
import { requireModel } from "~/pages/model-range/models.server";
import { cappedPriceFor } from "~/models/service/service-advantage";
import { button } from "~/styles/shared.css";
import { contentFor } from "~/tenants/content/content.server";
import { requestTenant } from "~/pages/request-tenant.server";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        { title: `${data.make} ${data.card.name} | ${data.dealerName}` },
        { name: "description", content: data.card.tagline ?? `Explore the ${data.make} ${data.card.name} at ${data.dealerName}.` },
      ]
    : [{ title: "Model not found" }];

/** /models/{segment} in the tenant's spelling (vehicle-page §2); other spellings redirect. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const tenant = requestTenant(request, context);
  const { range, model } = requireModel(tenant, params.slug ?? "");
  const accessories = accessoriesOf(range, model.slug).length;
  const servicing = contentFor(tenant.slug).cappedPriceServicing;
  return {
    make: range.make,
    dealerName: tenant.name,
    card: modelCard(model, range),
    accessoriesHref: accessories > 0 ? accessoriesPath(model, range.urlPattern) : null,
    quoteHref: `/models/get-quote?${new URLSearchParams({ model: model.slug })}`,
    // The manufacturer's capped-price servicing for this model (§9), where the dealer has the program.
    serviceAdvantage: servicing ? { program: servicing.name, price: cappedPriceFor(servicing, model.name) } : null,
  };
}

export default function ModelPage() {
  const { make, card, accessoriesHref, quoteHref, serviceAdvantage } = useLoaderData<typeof loader>();
  return (
    <ContentPage
      eyebrow={`New ${make}`}
      title={`${make} ${card.name}`}
      intro={card.tagline ? <p>{card.tagline}</p> : undefined}
      actions={
        <>
          <Link to={card.stockHref} className={button.primary}>
            Our Stock
          </Link>
          <Link to={quoteHref} className={button.outline}>
            Get a Quote
          </Link>
          <Link to="/book-test-drive" className={button.outline}>
            Book a Test Drive
          </Link>
          <Link to="/contact-us" className={button.outline}>
            Contact Us
          </Link>
          {accessoriesHref ? (
            <Link to={accessoriesHref} className={button.outline}>
              View Accessories
            </Link>
          ) : null}
        </>
      }
    >
      <ModelHero card={card} />
      {serviceAdvantage ? (
        <ContentSection title="Capped price servicing">
          <ServiceAdvantageTable
            rows={[{ ...serviceAdvantage.price, models: [card.name] }]}
            fallback={null}
            caption={`${serviceAdvantage.program} for the ${card.name}`}
          />
        </ContentSection>
      ) : null}
    </ContentPage>
  );
}
