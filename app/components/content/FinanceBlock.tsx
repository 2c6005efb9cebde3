import { Link } from "@remix-run/react";
import { FINANCE_BLOCK } from "~/models/service/service-pages";
import * as styles from "./FinanceBlock.css";

/** The red finance block (vehicle-page §2: "Get started with your personalised repayment"). */
export function FinanceBlock({ href }: { href: string }) {
  return (
    <section className={styles.block} aria-labelledby="finance-block-heading">
      <h2 id="finance-block-heading" className={styles.heading}>
        {FINANCE_BLOCK.heading}
      </h2>
      <p className={styles.text}>{FINANCE_BLOCK.text}</p>
      <Link to={href} className={styles.button}>
        {FINANCE_BLOCK.buttonText}
      </Link>
    </section>
  );
}
