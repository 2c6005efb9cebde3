import { button, container } from "~/styles/shared.css";
import { UNDERSTAND_PARAM } from "~/models/search/understand-params";
import type { PublicTenant } from "~/tenants/public";
import { cx } from "../classNames";
import * as styles from "./HomeHero.css";

/** The home page's opening: the dealer's heading and a stock search (a plain GET form). */
export function HomeHero({ tenant }: { tenant: PublicTenant }) {
  return (
    <section className={styles.hero} aria-labelledby="home-hero-heading">
      <div className={cx(container, styles.inner, styles.layout[tenant.template])}>
        <h1 id="home-hero-heading" className={styles.heading}>
          {tenant.hero.heading}
        </h1>
        {tenant.hero.subheading ? <p className={styles.subheading}>{tenant.hero.subheading}</p> : null}
        <form method="get" action={tenant.search.path} role="search" className={styles.form}>
          <label htmlFor="home-search-query" className="visually-hidden">
            Search our {tenant.labels.stockNoun}
          </label>
          <input
            id="home-search-query"
            type="search"
            name="query"
            placeholder="Search..."
            autoComplete="off"
            className={styles.input}
          />
          {/* Its name asks the search page to read the words into filters (decision 055). */}
          <button type="submit" name={UNDERSTAND_PARAM} value="1" className={cx(button.primary, styles.submit)}>
            Search
          </button>
        </form>
      </div>
    </section>
  );
}
