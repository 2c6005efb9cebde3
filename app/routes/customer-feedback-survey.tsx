import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DealerPage } from "~/components/locations/DealerPage";
import { PhoneLink } from "~/components/PhoneLink";
import { addressLine, primaryFirst } from "~/models/locations/places";
import { requireTenant } from "~/tenants/tenant.server";
import { useTenant } from "~/hooks/useTenant";

/**
 * The bad-experience path of the feedback page (vehicle-page §2 Routes /customer-feedback-survey).
 * The lead forms arrive with another issue: until then the page asks the customer to call or
 * write to the dealership directly, and gives them the details to do so.
 */
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Tell us what went wrong | ${data?.dealerName ?? ""}` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const tenant = requireTenant(request);
  const locations = primaryFirst(tenant.locations);
  return {
    dealerName: tenant.name,
    email: locations.find((location) => location.email)?.email ?? null,
    contacts: locations.map((location) => ({
      slug: location.slug,
      name: location.name,
      address: addressLine(location.address),
      phone: location.phone ?? null,
    })),
  };
}

export default function CustomerFeedbackSurveyPage() {
  const { dealerName, email, contacts } = useLoaderData<typeof loader>();
  const tenant = useTenant();
  const masked = tenant.features.phoneMasking;
  return (
    <DealerPage
      title="We're sorry to hear that"
      intro={`Thank you for telling us. We want to put it right, and the quickest way is to talk to the ${dealerName} team directly.`}
      narrow
    >
      <section aria-labelledby="talk-to-us">
        <h2 id="talk-to-us">Talk to us</h2>
        <div>
          Call us on <PhoneLink phone={tenant.phones.main} masked={masked} /> and ask for the manager of the department
          you dealt with.
          {email ? (
            <>
              {" "}
              Or email us at <a href={`mailto:${email}`}>{email}</a>.
            </>
          ) : null}
        </div>
      </section>
      <section aria-labelledby="our-locations-list">
        <h2 id="our-locations-list">Our locations</h2>
        <ul>
          {contacts.map((contact) => (
            <li key={contact.slug}>
              <a href={`/locations/${contact.slug}`}>{contact.name}</a>, {contact.address}
              {contact.phone ? (
                <>
                  {" "}
                  (<PhoneLink phone={contact.phone} masked={masked} />)
                </>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      <p>
        If we cannot resolve it together, our <a href="/pages/complaint-handling-process">complaint handling process</a>{" "}
        explains who else can help.
      </p>
    </DealerPage>
  );
}
