import { createContext } from "react";
import type { CardCar } from "~/models/car/card";
import type { PublicTenant } from "~/tenants/public";

/**
 * What a document request's loaders hand the server's render without putting it in the page's
 * data (decision 043): the page carries it once, in another form, and the browser reads it
 * from there. entry.server provides the request's own (the load context's `renderOnly`).
 */
export interface RenderOnlyData {
  /** The page's tenant: the browser's comes from the tenant shell it caches (decision 045). */
  tenant?: PublicTenant;
  /** A search page's cards: its JSON-LD and the rest of each card carry them (models/search/cards-in-jsonld.ts). */
  searchCards?: readonly CardCar[];
  /** The page's ItemList text, written once: the rest of each card was worked out from it. */
  searchItemList?: string;
}

export const RenderOnlyContext = createContext<RenderOnlyData>({});
