import { formatAud } from "~/models/car/display";
import { describeInterval, type CappedPrice, type CappedPriceRow } from "~/models/service/service-advantage";
import * as styles from "./ServiceAdvantageTable.css";

const km = (distance: number) => `${distance.toLocaleString("en-AU")} km`;

/**
 * A manufacturer's capped-price servicing table (vehicle-page §9 "Service Advantage pricing"):
 * a row per model group, then the price of the models it does not list. The table's "not
 * shown" intervals read as asking.
 */
export function ServiceAdvantageTable({
  rows,
  fallback,
  caption,
}: {
  rows: readonly CappedPriceRow[];
  fallback: CappedPrice | null;
  caption: string;
}) {
  const shown = fallback ? [...rows.map((row) => ({ row, name: row.models.join(", ") })), { row: fallback, name: "All other models" }] : rows.map((row) => ({ row, name: row.models.join(", ") }));
  return (
    <div className={styles.wrap} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Model</th>
            <th scope="col">Price per service</th>
            <th scope="col">Years</th>
            <th scope="col">Services</th>
            <th scope="col">Interval</th>
            <th scope="col">Range</th>
          </tr>
        </thead>
        <tbody>
          {shown.map(({ row, name }) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>{formatAud(row.amount)}</td>
              <td>{row.years}</td>
              <td>{row.services}</td>
              <td>{describeInterval(row.interval) ?? "Ask our service team"}</td>
              <td>{km(row.range)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
