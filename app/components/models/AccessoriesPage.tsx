import { Link } from "@remix-run/react";
import type { ModelCard } from "~/models/model-range/catalogue";
import type { Accessory } from "~/tenants/fields/model-range";
import { button } from "~/styles/shared.css";
import { ContentPage } from "../content/ContentPage";
import { AccessorySections } from "./AccessoryList";

/** A model's genuine accessories, with the way back to the model and on to its stock. */
export function AccessoriesPage({ make, card, accessories }: { make: string; card: ModelCard; accessories: readonly Accessory[] }) {
  return (
    <ContentPage
      eyebrow={`${make} ${card.name}`}
      title={`${card.name} Accessories`}
      intro={<p>Genuine accessories for your {card.name}, fitted by our team and covered by the genuine parts warranty.</p>}
      actions={
        <>
          <Link to={card.exploreHref} className={button.outline}>
            Explore the {card.name}
          </Link>
          <Link to={card.stockHref} className={button.outline}>
            Our Stock
          </Link>
        </>
      }
    >
      <AccessorySections accessories={accessories} />
    </ContentPage>
  );
}
