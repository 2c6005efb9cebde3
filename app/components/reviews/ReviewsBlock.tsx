import type { ReviewsBlockData } from "~/models/reviews/summary";
import { container } from "~/styles/shared.css";
import { cx } from "../classNames";
import * as styles from "./ReviewsBlock.css";
import { StarRating } from "./StarRating";

/**
 * The reviews block (vehicle-page §2 Other screens; §3 Review summary; §5, §9): the average,
 * the count, the stars and up to 12 Google reviews. The caller shows it only when
 * reviewsBlock() gives data, i.e. above the tenant's minimum rating.
 */
export function ReviewsBlock({
  reviews,
  dealerName,
  headingLevel = 2,
}: {
  reviews: ReviewsBlockData;
  dealerName: string;
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section className={cx(container, styles.section)} aria-labelledby="reviews-heading">
      <div className={styles.summary}>
        <Heading id="reviews-heading" className={styles.heading}>
          {headingLevel === 1 ? `${dealerName} reviews` : "What our customers say"}
        </Heading>
        <p className={styles.average}>
          <span className={styles.averageNumber}>{reviews.averageText}</span>
          <StarRating stars={reviews.stars} label={`Rated ${reviews.averageText} out of 5`} />
          <span className={styles.count}>
            from {reviews.count.toLocaleString("en-AU")} Google reviews
          </span>
        </p>
        {reviews.readAllUrl ? (
          <a href={reviews.readAllUrl} className={styles.readAll} rel="noopener noreferrer">
            Read all reviews on Google
          </a>
        ) : null}
      </div>
      <ul className={styles.list}>
        {reviews.reviews.map((review) => (
          <li key={review.id} className={styles.review}>
            <figure className={styles.figure}>
              <StarRating
                stars={Array.from({ length: 5 }, (_, index) => (index < review.rating ? "full" : "empty"))}
                label={`${review.rating} out of 5 stars`}
                size="small"
              />
              {review.text ? (
                <blockquote className={styles.quote}>
                  <p>{review.text}</p>
                </blockquote>
              ) : null}
              <figcaption className={styles.author}>
                {review.customer_name}
                <span className={styles.date}>{review.review_date_in_words}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
