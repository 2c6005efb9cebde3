import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { LocationHours } from "~/models/locations/location-hours";
import { button } from "~/styles/shared.css";
import { locationTypeLabel } from "../locations";
import * as styles from "./OpeningHours.css";

/**
 * A location's opening hours with the department dropdown (vehicle-page §2 "an opening-hours
 * table with a dropdown to switch department type"). Without JavaScript the dropdown is a GET
 * form with a Show hours button; with it, every department's hours are already on the page and
 * the table switches as soon as the choice changes.
 */
export function OpeningHours({
  locationSlug,
  hours,
  action,
  headingLevel = 2,
}: {
  locationSlug: string;
  hours: LocationHours;
  /** The page the no-JavaScript form reloads. */
  action: string;
  headingLevel?: 2 | 3;
}) {
  const hydrated = useHydrated();
  const [selected, setSelected] = useState(hours.selected);
  const shown = hours.departments.find((entry) => entry.department === selected) ?? hours.departments[0]!;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const id = `hours-${locationSlug}`;
  const label = locationTypeLabel(shown.department);
  return (
    <section id={id} className={styles.panel} aria-labelledby={`${id}-heading`}>
      <div className={styles.headingRow}>
        <Heading id={`${id}-heading`} className={styles.heading}>
          Opening hours
        </Heading>
        <span className={shown.openNow ? styles.status.open : styles.status.closed}>
          {label} {shown.openNow ? "open now" : "closed now"}
        </span>
      </div>
      {hours.departments.length > 1 ? (
        <form method="get" action={`${action}#${id}`} className={styles.switcher}>
          <input type="hidden" name="location" value={locationSlug} />
          <label className={styles.field}>
            Department
            <select
              name="department"
              className={styles.select}
              value={selected}
              onChange={(event) => setSelected(event.currentTarget.value as typeof selected)}
            >
              {hours.departments.map(({ department }) => (
                <option key={department} value={department}>
                  {locationTypeLabel(department)}
                </option>
              ))}
            </select>
          </label>
          {hydrated ? null : (
            <button type="submit" className={button.outline}>
              Show hours
            </button>
          )}
        </form>
      ) : null}
      <table className={styles.table} aria-live={hydrated ? "polite" : undefined}>
        <caption className="visually-hidden">{label} opening hours</caption>
        <tbody>
          {shown.lines.map((line) => (
            <tr key={line.days}>
              <th scope="row" className={styles.dayCell}>
                {line.days}
              </th>
              <td className={styles.hoursCell}>{line.hours}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {shown.saturdayNote ? <p className={styles.note}>{shown.saturdayNote}</p> : null}
      {shown.holidays.length > 0 ? (
        <>
          <p className={styles.holidayTitle}>
            <strong>Holiday hours</strong>
          </p>
          <ul className={styles.holidays}>
            {shown.holidays.map((holiday) => (
              <li key={holiday.date}>
                <time dateTime={holiday.date}>{holiday.day}</time>
                {holiday.today ? " (today)" : ""}: {holiday.hours}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
