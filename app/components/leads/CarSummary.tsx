import { Link } from "@remix-run/react";
import type { LeadCarSummary } from "~/models/leads/car-summary";
import * as styles from "./CarSummary.css";

/** The car a form or a sent lead is about: picture, name, price and the way back to it. */
export function CarSummary({ car, heading, backLabel }: { car: LeadCarSummary; heading?: string; backLabel?: string }) {
  return (
    <article className={styles.card} aria-label={heading ?? car.name}>
      {car.image ? (
        <img className={styles.image} src={car.image.src} alt={car.image.alt} width={320} height={240} loading="lazy" />
      ) : (
        <div className={styles.noImage} aria-hidden="true" />
      )}
      <div className={styles.body}>
        {heading ? <p className={styles.heading}>{heading}</p> : null}
        <h2 className={styles.name}>
          <Link to={car.href}>{car.name}</Link>
        </h2>
        {car.eyebrow ? <p className={styles.eyebrow}>{car.eyebrow}</p> : null}
        <p className={styles.price}>{car.priceText}</p>
        {backLabel ? (
          <Link to={car.href} className={styles.back}>
            {backLabel}
          </Link>
        ) : null}
      </div>
    </article>
  );
}
