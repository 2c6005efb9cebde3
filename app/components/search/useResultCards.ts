import { useContext } from "react";
import { RenderOnlyContext } from "~/components/render-only";
import type { CardCar } from "~/models/car/card";
import { cardsFromJsonLd } from "~/models/search/cards-in-jsonld";
import type { CarJsonLd } from "~/models/search/jsonld";
import type { SentSearchPageResult } from "~/models/search/page-result";

/** The id of the search page's JSON-LD script, where the browser reads a document's cards. */
export const SEARCH_JSON_LD_ID = "search-results-json-ld";

const readBack = new WeakMap<object, readonly CardCar[]>();

/**
 * The cards of a search page's result (decision 043): a data request's come whole; a
 * document's are the server's render's own (RenderOnlyContext), and in the browser they are
 * read back from the page's JSON-LD and the rest of each card in its data, once per result.
 */
export function useResultCards(result: SentSearchPageResult, origin: string): readonly CardCar[] {
  const renderOnly = useContext(RenderOnlyContext);
  if (result.hits) return result.hits;
  if (renderOnly.searchCards) return renderOnly.searchCards;
  let cards = readBack.get(result);
  if (!cards) {
    cards = cardsFromJsonLd(pageJsonLdItems(), result.cardsBeyondJsonLd, origin);
    readBack.set(result, cards);
  }
  return cards;
}

function pageJsonLdItems(): CarJsonLd[] {
  const text = document.getElementById(SEARCH_JSON_LD_ID)?.textContent;
  if (!text) throw new Error("The search page's JSON-LD is missing: its cards cannot be read");
  const list = JSON.parse(text) as { itemListElement: { item: CarJsonLd }[] };
  return list.itemListElement.map((element) => element.item);
}
