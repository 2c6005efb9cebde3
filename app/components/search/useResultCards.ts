import { useContext } from "react";
import { RenderOnlyContext } from "~/components/render-only";
import type { CardCar } from "~/models/car/card";
import { cardsFromJsonLd, itemListCars } from "~/models/search/cards-in-jsonld";
import type { CarJsonLd } from "~/models/search/jsonld";
import type { SentSearchPageResult } from "~/models/search/page-result";

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

/**
 * The cars of the page's ItemList. Its script carries no id of its own: tools read a page's
 * JSON-LD as `<script type="application/ld+json">`, and one of ours broke on an attribute more.
 */
function pageJsonLdItems(): CarJsonLd[] {
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    const text = script.textContent ?? "";
    if (text.startsWith('{"@context":"https://schema.org","@type":"ItemList"')) return itemListCars(text);
  }
  throw new Error("The search page's JSON-LD is missing: its cards cannot be read");
}
