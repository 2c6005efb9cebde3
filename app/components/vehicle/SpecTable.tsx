import type { SpecEntry } from "~/models/car/vehicle";
import { Expandable } from "./Expandable";
import * as styles from "./SpecTable.css";

function SpecRows({ entries }: { entries: readonly SpecEntry[] }) {
  return (
    <dl className={styles.list}>
      {entries.map((entry) => (
        <div key={entry.label} className={styles.row}>
          <dt className={styles.label}>{entry.label}</dt>
          <dd className={styles.value}>{entry.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Label and value pairs; with `collapseAfter`, the rest hides behind Show More / Show Less
 * (vehicle-page §4: "Specs list collapses after 4 items").
 */
export function SpecTable({ entries, collapseAfter }: { entries: readonly SpecEntry[]; collapseAfter?: number }) {
  if (collapseAfter === undefined || entries.length <= collapseAfter) return <SpecRows entries={entries} />;
  return (
    <>
      <SpecRows entries={entries.slice(0, collapseAfter)} />
      <Expandable moreLabel="Show More" lessLabel="Show Less">
        <SpecRows entries={entries.slice(collapseAfter)} />
      </Expandable>
    </>
  );
}
