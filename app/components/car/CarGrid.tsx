import { Link } from "@remix-run/react";
import { useFavouritesMirror } from "~/hooks/favouritesStorage";
import type { LeadFormGuard } from "~/models/leads/setup";
import type { CardCar } from "~/models/car/card";
import { button } from "~/styles/shared.css";
import type { PublicTenant } from "~/tenants/public";
import { CarCard } from "./CarCard";
import * as styles from "./CarGrid.css";

/** The cards of a result page, in order; an empty result offers to clear the filters. */
export function CarGrid({
  cars,
  tenant,
  now,
  savedIds,
  comparedIds,
  photoRequestGuards,
  belowTheFold = false,
}: {
  cars: readonly CardCar[];
  tenant: PublicTenant;
  /** Epoch ms, from the loader (see CarCard). */
  now: number;
  /** Ids of the visitor's favourites and compared cars, to press their switches. */
  savedIds?: ReadonlySet<number>;
  comparedIds?: ReadonlySet<number>;
  /** The Request Photos forms' spam guards, by car id, for the cars without photos. */
  photoRequestGuards?: Readonly<Record<number, LeadFormGuard>>;
  /**
   * A list under a page's own content (similar cars under a vehicle, featured cars on the
   * home page): every picture lazy. Its first three were fetched beside the vehicle's main
   * photo and competed with it for a phone's bandwidth.
   */
  belowTheFold?: boolean;
}) {
  useFavouritesMirror(tenant.features.favourites ? savedIds : undefined, cars);
  if (cars.length === 0) {
    return (
      <div className={styles.empty} role="status">
        <p className={styles.emptyText}>No {tenant.labels.stockNoun} match your search.</p>
        <Link to={tenant.search.path} className={button.outline}>
          Clear all filters
        </Link>
      </div>
    );
  }
  return (
    <ol className={styles.grid}>
      {cars.map((car, index) => (
        <li key={car.id}>
          <CarCard
            car={car}
            tenant={tenant}
            now={now}
            position={belowTheFold ? undefined : index}
            saved={savedIds?.has(car.id) ?? false}
            compared={comparedIds?.has(car.id) ?? false}
            photoRequestGuard={photoRequestGuards?.[car.id]}
          />
        </li>
      ))}
    </ol>
  );
}
