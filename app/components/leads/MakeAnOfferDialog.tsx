import type { ReactNode } from "react";
import { button } from "~/styles/shared.css";
import { LeadDialog } from "./LeadDialog";
import * as styles from "./MakeAnOfferDialog.css";

/**
 * vehicle-page §2 "Make an Offer dialog": with JavaScript the button opens the form in a
 * modal dialog on the vehicle page; without it, it is a link to the form's own page.
 */
export function MakeAnOfferDialog({
  href,
  label,
  prompt,
  children,
}: {
  href: string;
  label: string;
  prompt: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.prompt}>
      <p className={styles.promptText}>{prompt}</p>
      <LeadDialog href={href} label={label} triggerClassName={button.outline} action="make-an-offer">
        {children}
      </LeadDialog>
    </div>
  );
}
