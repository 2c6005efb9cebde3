import { useNavigate } from "@remix-run/react";
import type { AnchorHTMLAttributes, MouseEvent } from "react";

/**
 * A link within the site as a plain anchor (decision 037). Remix's `<Link>` resolves
 * its address through the router's hooks twice on every render, and a search page had about
 * 240 of them (the header's menus, the footer, eight on each card): 5% of its server time. The
 * page's `<body>` takes `useLinksThroughRouter()`'s handler as its `onClick`, so a click still
 * navigates client-side; `data-discover` lets Remix look its route up in advance, as it does
 * for a `<Link>`. Without JavaScript it is the same link.
 */
export function SiteLink({ href, ...props }: { href: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  // As <Link>: an address on another site has no route here to discover.
  const sameSite = href.startsWith("/") && !href.startsWith("//");
  return <a {...props} href={href} data-discover={sameSite ? "true" : undefined} />;
}

/**
 * The click handler of an element holding plain links: a click on a same-site link, with the
 * main button and no modifier key, no `target` and no `download`, goes through the router, as a
 * `<Link>`'s would (a link to the page itself replaces the history entry, as there). `links`
 * says which anchors: the page's `<body>` takes only `SiteLink`s, so a plain `<a>` to a file or
 * a resource route still loads as a document.
 */
export function useLinksThroughRouter(links: "a" | "a[data-discover]" = "a"): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(links) : null;
    if (!link || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin || !/^https?:$/.test(url.protocol)) return;
    // A jump within the page (the skip link) is the browser's: it moves the focus there too.
    const here = window.location;
    if (url.hash && url.pathname === here.pathname && url.search === here.search) return;
    event.preventDefault();
    const to = `${url.pathname}${url.search}${url.hash}`;
    navigate(to, { replace: to === `${here.pathname}${here.search}${here.hash}` });
  };
}
