import { useRevalidator } from "@remix-run/react";
import { useContext, useEffect } from "react";
import { RenderOnlyContext } from "~/components/render-only";
import type { CardCar } from "~/models/car/card";
import { cardsFromJsonLd, itemListCars } from "~/models/search/cards-in-jsonld";
import type { CarJsonLd } from "~/models/search/jsonld";
import type { DocumentSearchPageResult, SentSearchPageResult } from "~/models/search/page-result";

const readBack = new WeakMap<object, readonly CardCar[]>();
/** Results whose cards could not be read back, already asked for again. */
const askedAgain = new WeakSet<object>();

/**
 * The cards of a search page's result (decision 043): a data request's come whole; a
 * document's are the server's render's own (RenderOnlyContext), and in the browser they are
 * read back from the page's JSON-LD and the rest of each card in its data, once per result.
 *
 * A page whose JSON-LD did not arrive as sent (something between the server and the browser
 * took it out) has no cards to hydrate: it asks for its data again, as a data request, which
 * carries them whole, and shows none meanwhile rather than fail.
 */
export function useResultCards(result: SentSearchPageResult, origin: string): readonly CardCar[] {
  const renderOnly = useContext(RenderOnlyContext);
  const revalidator = useRevalidator();
  const cards = result.hits ? result.hits : renderOnly.searchCards ?? cardsReadBack(result, origin);
  const unreadable = cards === null;
  useEffect(() => {
    if (!unreadable || askedAgain.has(result)) return;
    askedAgain.add(result);
    revalidator.revalidate();
  }, [unreadable, result, revalidator]);
  return cards ?? [];
}

function cardsReadBack(result: DocumentSearchPageResult, origin: string): readonly CardCar[] | null {
  let cards = readBack.get(result);
  if (!cards) {
    const items = pageJsonLdItems();
    if (!items) return null;
    cards = cardsFromJsonLd(items, result.cardsBeyondJsonLd, origin);
    readBack.set(result, cards);
  }
  return cards;
}

/**
 * The cars of the page's ItemList, or null without one. Its script carries no id of its own:
 * tools read a page's JSON-LD as `<script type="application/ld+json">`, and one of ours broke
 * on an attribute more.
 */
function pageJsonLdItems(): CarJsonLd[] | null {
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    const text = script.textContent ?? "";
    if (text.startsWith('{"@context":"https://schema.org","@type":"ItemList"')) return itemListCars(text);
  }
  return null;
}
