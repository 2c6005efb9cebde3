import { useEffect } from "react";
import { ascPageType, pushAscEvent } from "~/models/analytics/asc";

/**
 * The Automotive Standards Council's click events, for every page: asc_click_to_call for a
 * tel: link and asc_cta_interaction for a call-to-action (an element marked `data-action`:
 * a card's or the vehicle page's Enquire, Test Drive, Get Finance, Make an Offer…). One
 * listener on the document, like the phone event 25 (usePhoneCallTracking).
 */
export function useAscTracking(): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element)) return;
      const pageType = ascPageType(window.location.pathname);
      const call = event.target.closest('a[href^="tel:"]');
      if (call) {
        pushAscEvent("asc_click_to_call", {
          comm_type: "call",
          comm_phone_number: call.getAttribute("href")!.slice("tel:".length),
          department: "sales",
          page_type: pageType,
        });
        return;
      }
      const cta = event.target.closest("[data-action]");
      if (cta) {
        pushAscEvent("asc_cta_interaction", {
          element_text: cta.textContent?.trim().slice(0, 100) ?? "",
          element_type: cta.tagName === "A" ? "link" : "button",
          element_subtype: cta.getAttribute("data-action"),
          event_action: "click",
          page_type: pageType,
        });
      }
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
}
