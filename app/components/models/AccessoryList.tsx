import { Link } from "@remix-run/react";
import { formatAud, imageUrl } from "~/models/car/display";
import type { AccessoryModel } from "~/models/model-range/catalogue";
import { ACCESSORY_SECTIONS, type Accessory } from "~/tenants/fields/model-range";
import * as styles from "./AccessoryList.css";

/** §2 "accessories list per model with View Accessories": a card per model that has some. */
export function AccessoryModelList({ models }: { models: readonly (AccessoryModel & { href: string })[] }) {
  return (
    <ul className={styles.models}>
      {models.map((model) => (
        <li key={model.slug} className={styles.model}>
          {model.image ? (
            <img src={imageUrl(model.image.url, { width: 320 })} alt="" className={styles.modelImage} width={320} height={200} loading="lazy" />
          ) : null}
          <h3 className={styles.modelName}>{model.name}</h3>
          <p className={styles.modelCount}>
            {model.accessories_count} {model.accessories_count === 1 ? "accessory" : "accessories"}
          </p>
          <Link to={model.href} className={styles.modelLink} aria-label={`View Accessories for ${model.name}`}>
            View Accessories
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * A model's accessories in §2's sections, "Make Every Journey Effortless" and "Fit for
 * Business"; a section with nothing for the model is left out.
 */
export function AccessorySections({ accessories }: { accessories: readonly Accessory[] }) {
  return (
    <>
      {ACCESSORY_SECTIONS.map((section) => {
        const inSection = accessories.filter((accessory) => accessory.section === section);
        if (inSection.length === 0) return null;
        const id = `accessories-${section.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
        return (
          <section key={section} className={styles.section} aria-labelledby={id}>
            <h2 id={id} className={styles.sectionTitle}>
              {section}
            </h2>
            <ul className={styles.accessories}>
              {inSection.map((accessory) => (
                <li key={accessory.partNumber} className={styles.accessory}>
                  <span className={styles.accessoryName}>{accessory.name}</span>
                  <span className={styles.partNumber}>Part no. {accessory.partNumber}</span>
                  <span className={styles.price}>{accessory.price ? `${formatAud(accessory.price)} fitted` : "Ask our parts team"}</span>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
