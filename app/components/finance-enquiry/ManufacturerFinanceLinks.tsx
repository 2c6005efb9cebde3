import type { ManufacturerFinanceLinks as Links } from "~/models/finance/manufacturer-links";
import { AsidePanel } from "~/components/leads/AsidePanel";
import { button } from "~/styles/shared.css";
import * as styles from "./FinanceEnquiryPage.css";

/** The used-car finance quote's words: the same on this page and on a used car's own page. */
export const USED_CAR_QUOTE = {
  title: "Used car finance",
  text: (manufacturer: string) => `Get a quote from ${manufacturer} Finance for a pre-owned vehicle.`,
  label: "GET A QUOTE",
};

/**
 * The manufacturer's own finance tools (vehicle-page §2 "Get A Quote loan button", "GET A
 * QUOTE used-finance button"), linked out to its site. The two buttons read alike, so each is
 * described by the heading of its card.
 */
export function ManufacturerFinanceLinks({ links, manufacturer }: { links: Links; manufacturer: string }) {
  const cards = [
    {
      id: "loan-calculator",
      title: "Car loan calculator",
      text: `Work out repayments on a ${manufacturer} Finance car loan.`,
      href: links.loanCalculator,
      label: "Get A Quote",
    },
    { id: "used-car-finance", ...USED_CAR_QUOTE, text: USED_CAR_QUOTE.text(manufacturer), href: links.usedCarQuote },
  ];
  return (
    <AsidePanel titleId="manufacturer-finance-title" title={<>{manufacturer} Finance online</>}>
      {cards.map((card) => (
        <div key={card.id} className={styles.quoteLink}>
          <h3 id={`${card.id}-title`} className={styles.quoteTitle}>
            {card.title}
          </h3>
          <p className={styles.quoteText}>{card.text}</p>
          <a href={card.href} className={button.outline} rel="noopener noreferrer" aria-describedby={`${card.id}-title`}>
            {card.label}
          </a>
        </div>
      ))}
    </AsidePanel>
  );
}
