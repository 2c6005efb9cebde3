import { button } from "~/styles/shared.css";
import * as styles from "./NearestLocation.css";

export interface NearestLocationAnswer {
  postcode: string;
  /** The geocoder's place for the postcode. */
  place: string;
  /** Only the postcode's state was known (see adapters/geocoding/postcode-list.server.ts). */
  approximate: boolean;
  location: { slug: string; name: string };
  /** "12.3 km". */
  distance: string;
}

/**
 * "Find your nearest location" (vehicle-page §2 Locations, §5 Postcode input, §9 Earth radius
 * 6371 km): a GET form, so it works without JavaScript and the answer is a shareable link.
 * The server checks the format and says so in the §5 words; the browser's own validation is
 * left off so the shopper reads the same message either way.
 */
export function NearestLocation({
  action,
  postcode,
  error,
  answer,
}: {
  action: string;
  postcode: string;
  error: string | null;
  answer: NearestLocationAnswer | null;
}) {
  return (
    <section id="nearest-location" className={styles.panel} aria-labelledby="nearest-location-heading">
      <h2 id="nearest-location-heading" className={styles.heading}>
        Find your nearest location
      </h2>
      <form method="get" action={`${action}#nearest-location`} className={styles.form} noValidate>
        <label className={styles.field}>
          Postcode
          <input
            name="postcode"
            className={styles.input}
            defaultValue={postcode}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={4}
            pattern="[0-9]{4}"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "nearest-location-error" : undefined}
          />
        </label>
        <button type="submit" className={button.primary}>
          Find nearest
        </button>
      </form>
      {error ? (
        <p id="nearest-location-error" className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {answer ? (
        <>
          <p className={styles.result} role="status">
            Nearest to {answer.postcode}: <a href={`/locations/${answer.location.slug}`}>{answer.location.name}</a>,{" "}
            {answer.approximate ? "about " : ""}
            {answer.distance} away.
          </p>
          {answer.approximate ? (
            <p className={styles.note}>
              We measured from {answer.place}, so the distance is a rough guide.
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
