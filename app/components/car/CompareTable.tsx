import {
  formatAud,
  formatKm,
  imageUrl,
  priceDisplay,
} from "~/models/car/display";
import type { Car } from "~/models/car/car";
import type { PublicTenant } from "~/tenants/public";
import { cx } from "../classNames";
import * as styles from "./CompareTable.css";

const ROWS: [string, (car: Car) => string][] = [
  ["Year", (car) => String(car.year)],
  [
    "Condition",
    (car) => car.car_type.charAt(0).toUpperCase() + car.car_type.slice(1),
  ],
  ["Odometer", (car) => (car.km === null ? "—" : formatKm(car.km))],
  ["Body", (car) => car.simple_body ?? "—"],
  ["Fuel", (car) => car.simple_fuel ?? car.fuel ?? "—"],
  ["Transmission", (car) => car.simple_transmission ?? "—"],
  ["Drive", (car) => car.drive ?? "—"],
  ["Seats", (car) => (car.seats ? String(car.seats) : "—")],
  ["Colour", (car) => car.colour ?? "—"],
  ["Location", (car) => car.location_name ?? "—"],
  ["Stock number", (car) => car.stocknum ?? "—"],
];

/**
 * Up to three cars side by side, one column each; each column can be taken off the list. On a
 * phone the row headings' column would leave one car and the edge of the next (360 px): there
 * each value carries its row's name above it instead, and two cars share the width (a third
 * is a swipe away, which the page says).
 */
export function CompareTable({
  cars,
  tenant,
}: {
  cars: readonly Car[];
  tenant: PublicTenant;
}) {
  const swipes = cars.length > 2;
  return (
    <>
      {swipes ? (
        <p className={styles.swipeHint}>
          Swipe the table sideways to see all {cars.length} cars.
        </p>
      ) : null}
      {/* Focusable, so the table scrolls sideways by keyboard too. */}
      <div
        className={styles.scroller}
        role="region"
        aria-label="Compared cars"
        tabIndex={0}
      >
        <table className={cx(styles.table, swipes && styles.tableOfThree)}>
          <thead>
            <tr>
              <td className={styles.cornerCell} />
              {cars.map((car) => (
                <th key={car.id} scope="col" className={styles.cell}>
                  {car.primary_image_url ? (
                    <img
                      className={styles.image}
                      src={imageUrl(car.primary_image_url, { width: 400 })}
                      alt=""
                      width={400}
                      height={300}
                    />
                  ) : null}
                  <div>
                    <a href={`/cars/${car.slug}`}>{car.name}</a>
                  </div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row" className={styles.rowHeading}>
                Price
              </th>
              {cars.map((car) => {
                const price = priceDisplay(car, tenant);
                return (
                  <td key={car.id} className={styles.cell}>
                    <span className={styles.cellLabel}>Price</span>
                    {price.text}
                    {price.wasPrice ? (
                      <s> {formatAud(price.wasPrice)}</s>
                    ) : null}
                  </td>
                );
              })}
            </tr>
            {ROWS.map(([label, value]) => (
              <tr key={label}>
                <th scope="row" className={styles.rowHeading}>
                  {label}
                </th>
                {cars.map((car) => (
                  <td key={car.id} className={styles.cell}>
                    <span className={styles.cellLabel}>{label}</span>
                    {value(car)}
                  </td>
                ))}
              </tr>
            ))}
            <tr>
              <td className={styles.cornerCell} />
              {cars.map((car) => (
                <td key={car.id} className={styles.cell}>
                  <form method="post" action="/compare">
                    <input type="hidden" name="car_id" value={car.id} />
                    <input type="hidden" name="intent" value="remove" />
                    <button type="submit" className={styles.removeButton}>
                      Remove from compare
                    </button>
                  </form>
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </>
  );
}
