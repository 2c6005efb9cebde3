import { lazy, Suspense, type ComponentProps } from "react";
import { useHydrated } from "remix-utils/use-hydrated";

const PromoPopup = lazy(() => import("./PromoPopup").then((module) => ({ default: module.PromoPopup })));

/**
 * The promotional popup is "not rendered before client load" (vehicle-page §4), so its code
 * need not be in the page's first JavaScript either: it is fetched once the page is
 * hydrated, on the pages that show it.
 */
export function PromoPopupAfterLoad(props: ComponentProps<typeof PromoPopup>) {
  const hydrated = useHydrated();
  return hydrated ? (
    <Suspense fallback={null}>
      <PromoPopup {...props} />
    </Suspense>
  ) : null;
}
