import { useTenantOrNull } from "~/hooks/useTenant";
import * as styles from "./ErrorPage.css";

/**
 * A centred error panel; works inside a tenant's themed shell and bare (no tenant). Bare, on a
 * host no dealer owns, there is no home page to offer: its link led to the same 404.
 */
export function ErrorPage({
  status,
  title,
  message,
}: {
  status: number;
  title: string;
  message?: string;
}) {
  const tenant = useTenantOrNull();
  return (
    <div className={styles.wrapper}>
      <section className={styles.panel} aria-labelledby="error-title">
        <p className={styles.status}>
          <span className="visually-hidden">Error </span>
          {status}
        </p>
        <h1 id="error-title" className={styles.title}>
          {title}
        </h1>
        {message ? <p className={styles.message}>{message}</p> : null}
        {/* A plain link: a full page load also recovers from a broken client state. */}
        {tenant ? (
          <a href="/" className={styles.homeLink}>
            Go to the home page
          </a>
        ) : null}
      </section>
    </div>
  );
}
