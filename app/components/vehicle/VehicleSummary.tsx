import type { CardTag, PriceDisplay } from "~/models/car/display";
import type { MarketPriceBadge } from "~/models/car/vehicle";
import type { CertifiedProgram } from "~/tenants/certified-programs";
import { tag as tagStyles } from "~/components/car/tag.css";
import { PriceLine } from "~/components/car/PriceLine";
import * as styles from "./VehicleSummary.css";

/** Title, tags, price and the badges that speak for the car (vehicle-page §2, §5). */
export function VehicleSummary({
  title,
  eyebrow,
  tags,
  price,
  marketPrice,
  certifiedProgram,
  regoExpiry,
}: {
  title: string;
  eyebrow: string;
  tags: readonly CardTag[];
  price: PriceDisplay;
  marketPrice: MarketPriceBadge | null;
  certifiedProgram: CertifiedProgram | null;
  regoExpiry: string | null;
}) {
  return (
    <div className={styles.summary}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h1 className={styles.title}>{title}</h1>
      {tags.length > 0 ? (
        <ul className={styles.tags} aria-label="Tags">
          {tags.map((tag) => (
            <li key={`${tag.tone}:${tag.text}`} className={tagStyles[tag.tone]}>
              {tag.text}
            </li>
          ))}
        </ul>
      ) : null}
      <PriceLine price={price} classes={styles} />
      {marketPrice || certifiedProgram ? (
        <div className={styles.badges}>
          {marketPrice ? (
            <span className={styles.marketBadge} data-market-basis={marketPrice.basis}>
              {marketPrice.text}
            </span>
          ) : null}
          {certifiedProgram ? <CertifiedBadge program={certifiedProgram} /> : null}
        </div>
      ) : null}
      {regoExpiry ? <p className={styles.rego}>Registration: {regoExpiry}</p> : null}
    </div>
  );
}

/**
 * The certified badge and its info dialog (vehicle-page §5, §9). The dialog is an HTML
 * popover, which the browser opens and closes without JavaScript.
 */
function CertifiedBadge({ program }: { program: CertifiedProgram }) {
  return (
    <>
      <button type="button" className={styles.infoButton} popovertarget="certified-info">
        {program.name} <span aria-hidden="true">ⓘ</span>
      </button>
      <div id="certified-info" popover="auto" className={styles.dialog} role="dialog" aria-labelledby="certified-info-title">
        <h2 id="certified-info-title" className={styles.dialogTitle}>
          {program.name}
        </h2>
        <p>{program.benefitsIntro}</p>
        <ul>
          {program.benefits.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <button type="button" className={styles.closeButton} popovertarget="certified-info" popovertargetaction="hide">
          Close
        </button>
      </div>
    </>
  );
}
