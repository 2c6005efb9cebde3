import { formatAud, formatKm, imageUrl, priceDisplay } from "~/models/car/display";
import type { Car } from "~/models/car/car";
import type { PublicTenant } from "~/tenants/public";
import * as styles from "./CompareTable.css";

const ROWS: [string, (car: Car) => string][] = [
  ["Year", (car) => String(car.year)],
  ["Condition", (car) => car.car_type.charAt(0).toUpperCase() + car.car_type.slice(1)],
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

/** Up to three cars side by side, one column each; each column can be taken off the list. */
export function CompareTable({ cars, tenant }: { cars: readonly Car[]; tenant: PublicTenant }) {
  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <thead>
          <tr>
            <td className={styles.cell} />
            {cars.map((car) => (
              <th key={car.id} scope="col" className={styles.cell}>
                {car.primary_image_url ? (
                  <img className={styles.image} src={imageUrl(car.primary_image_url, { width: 400 })} alt="" width={400} height={300} />
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
                  {price.text}
                  {price.wasPrice ? <s> {formatAud(price.wasPrice)}</s> : null}
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
                  {value(car)}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <td className={styles.cell} />
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
  );
}
