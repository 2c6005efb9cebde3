import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ContentArticle } from "~/components/content/ContentArticle";
import { ComplaintsProcess } from "~/components/locations/ComplaintsProcess";
import { DealerPage } from "~/components/locations/DealerPage";
import { contentTenantFor, requireContentPage } from "~/pages/content/content-page.server";
import { pagePhone } from "~/models/phone-reveal/numbers";
import { tenantPhoneSource } from "~/models/phone-reveal/reveal";
import { isRevealGranted } from "~/models/phone-reveal/reveal-grant.server";
import { complaintBodiesFor, INDEPENDENT_LEGAL_ADVICE, isComplaintPage } from "~/models/locations/complaints";
import { siteOrigin } from "~/tenants/tenant.server";
import { requestTenant } from "~/pages/request-tenant.server";

/**
 * Content pages /pages/{name} (vehicle-page §2 Routes): the tenant's Markdown; the complaint
 * pages (complaint-handling-process, complaint-handling, handling-complaint) are built from the
 * states of the dealer's locations. An unknown name is a 404 in the tenant's theme.
 */
export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: "Page not found" }];
  return [
    { title: `${data.title} | ${data.dealerName}` },
    { name: "description", content: data.description },
    { tagName: "link", rel: "canonical", href: data.canonical },
  ];
};

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const tenant = requestTenant(request, context);
  const name = params.name ?? "";
  const canonical = `${siteOrigin(request, tenant)}/pages/${name}`;
  if (isComplaintPage(name)) {
    return {
      kind: "complaints" as const,
      title: "Complaint Handling Process",
      description: `How ${tenant.name} handles complaints, and who else can help.`,
      dealerName: tenant.name,
      // Masked until revealed on a tenant that masks numbers (search-journey §4, decision 039).
      phone: pagePhone(tenant, tenant.phones.main, isRevealGranted(tenant, new URL(request.url))),
      masked: tenant.features.phoneMasking,
      phoneSource: tenantPhoneSource("main"),
      bodies: complaintBodiesFor(tenant.locations),
      advice: INDEPENDENT_LEGAL_ADVICE,
      canonical,
    };
  }
  const page = await requireContentPage(contentTenantFor(tenant, new URL(request.url)), "pages", name);
  return { kind: "markdown" as const, ...page, dealerName: tenant.name, canonical };
}

export default function ContentPage() {
  const data = useLoaderData<typeof loader>();
  if (data.kind === "complaints") {
    return (
      <DealerPage
        title={data.title}
        intro={`We want every customer to be happy with ${data.dealerName}. If something has gone wrong, here is how to tell us and how we will put it right.`}
        narrow
      >
        <div>
          <ComplaintsProcess
            dealerName={data.dealerName}
            phone={data.phone}
            masked={data.masked}
            phoneSource={data.phoneSource}
            bodies={data.bodies}
            advice={data.advice}
          />
        </div>
      </DealerPage>
    );
  }
  return (
    <DealerPage title={data.title} intro={data.description || undefined}>
      <ContentArticle article={data.article} />
    </DealerPage>
  );
}
