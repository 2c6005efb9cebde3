import type { CardCar } from "~/models/car/card";
import { itemListJsonLd, serializeJsonLd } from "~/models/search/jsonld";

/** The search page's ItemList (DESIGN.md contract), rendered from the cards' data: the page's data carries it once. */
export function SearchJsonLd({
  hits,
  nbHits,
  firstPosition,
  origin,
}: {
  hits: readonly CardCar[];
  nbHits: number;
  firstPosition: number;
  origin: string;
}) {
  const jsonLd = serializeJsonLd(itemListJsonLd(hits, nbHits, firstPosition, origin));
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />;
}
