import { cssBundleHref } from "@remix-run/css-bundle";
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
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
import { useEffect, type ReactNode } from "react";
import { IconSprite } from "~/components/icons";
import { PromoPopupAfterLoad } from "~/components/content/PromoPopupAfterLoad";
import { ErrorBoundaryOnDemand } from "~/components/ErrorBoundaryOnDemand";
import { errorTitle } from "~/components/error-title";
import { SellYourCarBanner } from "~/components/SellYourCarBanner";
import { SiteFooterPart } from "~/components/SiteFooterPart";
import { useLinksThroughRouter } from "~/components/SiteLink";
import { useHydrationEnd } from "~/components/StaticPart";
import { SiteHeader } from "~/components/header/SiteHeader";
import { ToastProvider } from "~/components/toast/ToastRegion";
import { useAscTracking } from "~/hooks/useAscTracking";
import { usePhoneCallTracking } from "~/hooks/usePhoneCallTracking";
import { fetchedShellHref, useTenantOrNull } from "~/hooks/useTenant";
import { rootData } from "~/pages/shell/root-data.server";
import { useNonce } from "~/hooks/useNonce";
import { themeClassFor } from "~/styles/themes";
import "~/styles/global.css";

export const links: LinksFunction = () =>
  cssBundleHref ? [{ rel: "stylesheet", href: cssBundleHref }] : [];

/** Each page titles itself; an error page the root shows is titled as its heading (errorTitle). */
export const meta: MetaFunction = ({ error }) => (error ? [{ title: errorTitle(error) }] : []);

export async function loader({ request, context }: LoaderFunctionArgs) {
  return rootData(request, context);
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
  const tenant = useTenantOrNull();
  const shellHref = data?.tenantShell;
  const { pathname } = useLocation();
  const nonce = useNonce();
  usePhoneCallTracking();
  useAscTracking();
  useHydrationEnd();
  const followSiteLinks = useLinksThroughRouter("a[data-discover]");
  // Another tenant shell than the page was hydrated with (a QA switch of tenant, the dealer's
  // settings changed meanwhile): the page is loaded anew with it rather than render half old.
  useEffect(() => {
    if (shellHref && shellHref !== fetchedShellHref()) window.location.reload();
  }, [shellHref]);
  return (
    <html lang="en-AU" className={tenant ? themeClassFor(tenant.template) : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {/* The tenant shell (decision 045): the browser needs it to hydrate, as it needs the scripts. */}
        {shellHref ? (
          <link rel="preload" as="fetch" crossOrigin="anonymous" href={shellHref} data-tenant-shell="" {...{ fetchpriority: "low" }} />
        ) : null}
      </head>
      <body style={data?.brandStyle} data-tenant={tenant?.slug} onClick={followSiteLinks}>
        <IconSprite />
        {tenant ? (
          <ToastProvider flash={data?.toast ?? null}>
            <SiteHeader
              tenant={tenant}
              banner={tenant.features.sellYourCarBanner ? <SellYourCarBanner tenant={tenant} /> : null}
              hasModelMenu={data?.hasModelMenu ?? false}
              brandMenus={data?.brandMenus}
              lists={data?.lists}
            />
            <main id="main">{children}</main>
            <SiteFooterPart key={tenant.slug} tenant={tenant} />
            {/* On the home page only: a promotion greets a visit, it does not follow every page. */}
            {data?.popup && pathname === "/" ? (
              <PromoPopupAfterLoad popup={data.popup.props} dealershipSlug={data.popup.dealershipSlug} />
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
  return <ErrorBoundaryOnDemand />;
}
