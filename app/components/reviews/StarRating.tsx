import type { Star } from "~/models/reviews/stars";
import * as styles from "./StarRating.css";

const STAR_PATH = "M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.5L12 17.3l-5.9 3.2 1.3-6.5-4.9-4.6 6.6-.8z";

/**
 * Five stars (vehicle-page §5: "fraction above 0.3 shows a partial star"): a partial star is
 * drawn half filled. The stars are decoration; `label` says the rating in words.
 */
export function StarRating({ stars, label, size = "medium" }: { stars: readonly Star[]; label: string; size?: "small" | "medium" }) {
  return (
    <span className={styles.stars[size]} role="img" aria-label={label}>
      {stars.map((star, index) => (
        <svg key={index} viewBox="0 0 24 24" className={styles.star} aria-hidden="true" focusable="false" data-star={star}>
          <path d={STAR_PATH} className={styles.empty} />
          {star === "full" ? <path d={STAR_PATH} className={styles.filled} /> : null}
          {star === "partial" ? <path d={STAR_PATH} className={styles.filled} style={{ clipPath: "inset(0 50% 0 0)" }} /> : null}
        </svg>
      ))}
    </span>
  );
}
