import { itemListJsonLd, serializeJsonLd } from "~/models/search/jsonld";
import type { SentSearchPageResult } from "~/models/search/page-result";
import { useResultCards } from "./useResultCards";

/**
 * The search page's ItemList (DESIGN.md contract), rendered from the cards' data; a document's
 * data carries only what it does not say of them (decision 043).
 */
export function SearchJsonLd({ result, origin }: { result: SentSearchPageResult; origin: string }) {
  const cards = useResultCards(result, origin);
  const firstPosition = (result.page - 1) * result.hitsPerPage + 1;
  const jsonLd = serializeJsonLd(itemListJsonLd(cards, result.nbHits, firstPosition, origin));
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />;
}
