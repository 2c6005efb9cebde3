import { cssBundleHref } from "@remix-run/css-bundle";
import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { IconSprite } from "~/components/icons";
import { PromoPopup } from "~/components/content/PromoPopup";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { SellYourCarBanner } from "~/components/SellYourCarBanner";
import { SiteFooter } from "~/components/SiteFooter";
import { SiteHeader } from "~/components/header/SiteHeader";
import { ToastProvider } from "~/components/toast/ToastRegion";
import { useAscTracking } from "~/hooks/useAscTracking";
import { usePhoneCallTracking } from "~/hooks/usePhoneCallTracking";
import { readToast, withHeaders } from "~/models/auth/session.server";
import { readList } from "~/models/watchlist/lists.server";
import { watchlistIdsFor } from "~/models/watchlist/watchlist.server";
import { useNonce } from "~/server/nonce";
import { themeClassFor, brandStyleFor } from "~/styles/themes";
import "~/styles/global.css";
import { contentFor } from "~/tenants/content/content.server";
import { toPublicTenant } from "~/tenants/public";
import { requireTenant } from "~/tenants/tenant.server";

export const links: LinksFunction = () =>
  cssBundleHref ? [{ rel: "stylesheet", href: cssBundleHref }] : [];

export async function loader({ request }: LoaderFunctionArgs) {
  const tenant = requireTenant(request);
  const content = contentFor(tenant.slug);
  // A flash toast (search-journey §4 Toasts) is read once: the headers clear it from the cookie.
  const { toast, headers } = await readToast(request);
  return withHeaders(headers, {
    tenant: toPublicTenant(tenant),
    toast,
    // The Save buttons of the page show the signed-in shopper's saved cars.
    watchlistIds: tenant.features.garage ? await watchlistIdsFor(request, tenant) : [],
    // The header's Saved and Compare links show how many cars each list holds (issue 14).
    lists: {
      favourites: tenant.features.favourites ? (await readList(request, "favourites")).length : null,
      compare: tenant.features.compare ? (await readList(request, "compare")).length : null,
    },
    // The New Vehicles dropdown's cards come when it opens (routes/api.model-menu.ts).
    hasModelMenu: Boolean(content.models),
    // vehicle-page §4: the popup's dismissal is remembered per dealership slug.
    popup: content.popup ? { props: content.popup, dealershipSlug: tenant.dealerships[0]!.slug } : null,
  });
}

/**
 * The tenant comes from the host, not from a page's parameters: a page changing only its own
 * query string (a live search, a page link) does not fetch it again, so such a search is one
 * request and its failure cannot replace the page with the error page.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  const sameSearchPage = currentUrl.pathname === nextUrl.pathname && !nextUrl.searchParams.has("tenant");
  return sameSearchPage && (formMethod === undefined || formMethod === "GET") ? false : defaultShouldRevalidate;
};

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const tenant = data?.tenant;
  const { pathname } = useLocation();
  const nonce = useNonce();
  usePhoneCallTracking();
  useAscTracking();
  return (
    <html lang="en-AU" className={tenant ? themeClassFor(tenant.template) : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body style={tenant ? brandStyleFor(tenant) : undefined} data-tenant={tenant?.slug}>
        <IconSprite />
        {tenant ? (
          <ToastProvider flash={data?.toast ?? null}>
            <SiteHeader
              tenant={tenant}
              banner={tenant.features.sellYourCarBanner ? <SellYourCarBanner tenant={tenant} /> : null}
              hasModelMenu={data?.hasModelMenu ?? false}
              lists={data?.lists}
            />
            <main id="main">{children}</main>
            <SiteFooter tenant={tenant} />
            {/* On the home page only: a promotion greets a visit, it does not follow every page. */}
            {data?.popup && pathname === "/" ? (
              <PromoPopup popup={data.popup.props} dealershipSlug={data.popup.dealershipSlug} />
            ) : null}
          </ToastProvider>
        ) : (
          <main id="main">{children}</main>
        )}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
