import { useEffect } from "react";
import { PHONE_CALL_CLICK_EVENT, pushAnalyticsEvent } from "~/models/analytics/datalayer";

/**
 * search-journey §4: "A phone call click fires analytics event 25". One listener on the
 * document catches every tel: link of the site, wherever a component renders it.
 */
export function usePhoneCallTracking(): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href^="tel:"]') : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      pushAnalyticsEvent(PHONE_CALL_CLICK_EVENT, {
        phone_number: link.getAttribute("href")!.slice("tel:".length),
        page_path: window.location.pathname,
      });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
}
