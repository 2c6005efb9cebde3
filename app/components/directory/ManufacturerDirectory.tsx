import { Link } from "@remix-run/react";
import { stockCountLabel, type DirectoryMake } from "~/models/search/directories";
import type { StockNouns } from "~/models/search/facets";
import * as styles from "./ManufacturerDirectory.css";

/**
 * The manufacturer/model directory's list (search-journey §2): each make with its badge and
 * count, each model with its bodies and count, linking to the make's and model's search.
 */
export function ManufacturerDirectory({
  makes,
  nouns,
  emptyText,
}: {
  makes: readonly DirectoryMake[];
  nouns: StockNouns;
  /** What to say when no make matches ("No makes match “Trabant”."). */
  emptyText: string;
}) {
  if (makes.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <ul className={styles.grid}>
      {makes.map((make) => (
        <li key={make.name} className={styles.card}>
          <h2 className={styles.makeHeading}>
            {/* The make's name is beside it: the badge adds nothing for a screen reader. */}
            {make.logoUrl ? (
              <img src={make.logoUrl} alt="" width={40} height={40} loading="lazy" className={styles.logo} />
            ) : (
              <span className={styles.logo} />
            )}
            <Link to={make.href} className={styles.makeLink}>
              {make.name}
            </Link>
            <span className={styles.makeCount}>{stockCountLabel(make.count, nouns)}</span>
          </h2>
          {make.models.length > 0 ? (
            <ul className={styles.models} aria-label={`${make.name} models`}>
              {make.models.map((model) => (
                <li key={model.name} className={styles.model}>
                  <Link to={model.href} className={styles.modelLink}>
                    {model.name}
                  </Link>
                  {model.bodies.length > 0 ? <span className={styles.bodies}>{model.bodies.join(", ")}</span> : null}
                  <span className={styles.count}>
                    {model.count.toLocaleString("en-AU")}
                    <span className="visually-hidden"> {model.count === 1 ? nouns.vehicleType : nouns.stockNoun}</span>
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
