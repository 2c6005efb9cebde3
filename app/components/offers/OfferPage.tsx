import { Link } from "@remix-run/react";
import type { OfferView } from "~/models/offers/offer";
import { ContentPage } from "../content/ContentPage";
import { OfferCard } from "./OfferCard";

/** /offers/{id} and /offers/{manufacturer}/{offerId}: one offer on its own page. */
export function OfferPage({ offer }: { offer: OfferView }) {
  return (
    <ContentPage
      eyebrow="Special offer"
      title={offer.name}
      actions={<Link to="/special-offers">← All special offers</Link>}
    >
      <OfferCard offer={offer} single />
    </ContentPage>
  );
}
