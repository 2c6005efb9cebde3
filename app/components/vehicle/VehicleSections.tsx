import { SiteLink } from "../SiteLink";
import { button } from "~/styles/shared.css";
import { DEALER_COMMENTS_PENDING, FEATURES_SHOWN_BEFORE_ALL } from "~/models/car/vehicle";
import type { DealerPromise, PromoTile } from "~/models/car/vehicle-page";
import type { CollapsibleText } from "~/models/offers/truncate";
import { Expandable, replacedWhenExpanded } from "./Expandable";
import * as styles from "./VehicleSections.css";

/** A band of the page; without a title its content brings its own heading. */
export function VehicleSection({ title, id, children }: { title?: string; id?: string; children: React.ReactNode }) {
  if (!title) {
    return (
      <div id={id} className={styles.section}>
        {children}
      </div>
    );
  }
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-heading`;
  return (
    <section id={id} className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** vehicle-page §4: "Features list shows 8 items until Show All (Hide toggles back)". */
export function FeaturesList({ features }: { features: readonly string[] }) {
  const list = (items: readonly string[]) => (
    <ul className={styles.features}>
      {items.map((feature) => (
        <li key={feature}>{feature}</li>
      ))}
    </ul>
  );
  if (features.length <= FEATURES_SHOWN_BEFORE_ALL) return list(features);
  return (
    <div>
      {list(features.slice(0, FEATURES_SHOWN_BEFORE_ALL))}
      <Expandable moreLabel={`Show All (${features.length})`} lessLabel="Hide">
        {list(features.slice(FEATURES_SHOWN_BEFORE_ALL))}
      </Expandable>
    </div>
  );
}

/**
 * The dealer's comments, cut at 400 characters with a more/less toggle (search-journey §4),
 * or the pending notice when the dealer has written none (vehicle-page §2).
 */
export function DealerComments({ comments }: { comments: CollapsibleText | null }) {
  if (!comments) return <p className={styles.pending}>{DEALER_COMMENTS_PENDING}</p>;
  if (!comments.toggle) return <p className={styles.comments}>{comments.full}</p>;
  return (
    <div>
      <p className={`${styles.comments} ${replacedWhenExpanded}`}>{comments.short}</p>
      <Expandable moreLabel={comments.toggle.more} lessLabel={comments.toggle.less}>
        <p className={styles.comments}>{comments.full}</p>
      </Expandable>
    </div>
  );
}

/** vehicle-page §8: the SOLD notice, with the way on to a similar car. */
export function SoldNotice({ notice, findSimilarHref, label }: { notice: string; findSimilarHref: string; label: string }) {
  return (
    <section className={styles.soldNotice} aria-labelledby="sold-notice-title">
      <h2 id="sold-notice-title" className={styles.soldTitle}>
        SOLD
      </h2>
      <p>{notice}</p>
      <SiteLink href={findSimilarHref} className={button.primary}>
        {label}
      </SiteLink>
    </section>
  );
}

/** What's Included, Why Buy From Us?, Reserve Online, Protect Your Car (vehicle-page §2). */
export function DealerPromises({ promises }: { promises: readonly DealerPromise[] }) {
  return (
    <div className={styles.promises}>
      {promises.map((promise) => (
        <section key={promise.title} className={styles.promise} aria-label={promise.title}>
          <h3 className={styles.promiseTitle}>{promise.title}</h3>
          <ul className={styles.promiseList}>
            {promise.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** The three-tile banner: latest offers, book service online, sell your car (vehicle-page §2). */
export function PromoTiles({ tiles }: { tiles: readonly PromoTile[] }) {
  return (
    <ul className={styles.tiles}>
      {tiles.map((tile) => (
        <li key={tile.title}>
          <SiteLink href={tile.href} className={styles.tile}>
            <span className={styles.tileTitle}>{tile.title}</span>
            <span>{tile.text}</span>
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
