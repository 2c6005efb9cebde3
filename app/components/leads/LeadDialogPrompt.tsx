import type { ReactNode } from "react";
import { button } from "~/styles/shared.css";
import { LeadDialog } from "./LeadDialog";
import * as styles from "./LeadDialogPrompt.css";

/**
 * An invitation to a lead form on the vehicle page (vehicle-page §2 "Make an Offer dialog",
 * and the test drive the same way): a line of text and a button. With JavaScript the button
 * opens the form in a modal dialog on the page; without it, it is a link to the form's own page.
 */
export function LeadDialogPrompt({
  href,
  label,
  prompt,
  action,
  children,
}: {
  href: string;
  label: string;
  prompt: string;
  /** The trigger's data-action (analytics, tests). */
  action: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.prompt}>
      <p className={styles.promptText}>{prompt}</p>
      <LeadDialog href={href} label={label} triggerClassName={button.outline} action={action}>
        {children}
      </LeadDialog>
    </div>
  );
}
