import { useContext } from "react";
import { RenderOnlyContext } from "~/components/render-only";
import { searchItemListJsonLd } from "~/models/search/cards-in-jsonld";
import type { SentSearchPageResult } from "~/models/search/page-result";
import { useResultCards } from "./useResultCards";

/**
 * The search page's ItemList (DESIGN.md contract), rendered from the cards' data; a document's
 * data carries only what it does not say of them (decision 043), and its server render writes
 * the very text that rest was worked out from.
 */
export function SearchJsonLd({
  result,
  origin,
  stockCount,
}: {
  result: SentSearchPageResult;
  origin: string;
  /** The dealer's stock count, the count shown over 1999 hits (search-journey §9). */
  stockCount: number | undefined;
}) {
  const renderOnly = useContext(RenderOnlyContext);
  const cards = useResultCards(result, origin);
  const itemList = (!result.hits && renderOnly.searchItemList) || searchItemListJsonLd(cards, result, origin, stockCount);
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: itemList }} />;
}
