import type { CardCar } from "~/models/car/card";
import type { PublicTenant } from "~/tenants/public";
import { CarGrid } from "./CarGrid";
import * as styles from "./FeaturedCars.css";

/** A featured car list (search-journey §7) under its heading; nothing at all when it found no cars. */
export function FeaturedCars({
  id,
  title,
  cars,
  tenant,
  now,
  savedIds,
  comparedIds,
}: {
  id: string;
  title: string;
  cars: readonly CardCar[];
  tenant: PublicTenant;
  now: number;
  /** The visitor's favourites and compared cars (pressedSwitches), to press their cards' switches. */
  savedIds?: readonly number[];
  comparedIds?: readonly number[];
}) {
  if (cars.length === 0) return null;
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={styles.section}>
      <h2 id={`${id}-title`} className={styles.title}>
        {title}
      </h2>
      <CarGrid
        cars={cars}
        tenant={tenant}
        now={now}
        savedIds={new Set(savedIds)}
        comparedIds={new Set(comparedIds)}
        belowTheFold
      />
    </section>
  );
}
