import { SiteLink } from "../SiteLink";
import { useEffect, useState, type ReactNode } from "react";
import { LeadDialog } from "~/components/leads/LeadDialog";
import { PhoneLink, telHref } from "~/components/PhoneLink";
import type { SidebarAction } from "~/models/car/vehicle";
import { isMaskedPhone } from "~/tenants/fields/masked-phone";
import { showsStickyFooter } from "~/models/hours/sticky-footer";
import { cx } from "~/components/classNames";
import { button } from "~/styles/shared.css";
import * as styles from "./VehicleSidebar.css";

/**
 * The sidebar's action buttons (vehicle-page §2 "Sidebar buttons"); the first is the main one.
 * Enquire opens the enquiry form in a dialog (§2 "Enquire dialog") when the page gives one;
 * without JavaScript it stays the link to the page's enquiry form.
 */
export function VehicleActions({
  actions,
  enquiryDialog,
}: {
  actions: readonly SidebarAction[];
  enquiryDialog?: { title: string; form: ReactNode };
}) {
  return (
    <div className={styles.actions}>
      {actions.map((action, index) =>
        action.kind === "enquire" && enquiryDialog ? (
          <LeadDialog
            key={action.kind}
            href={action.href}
            label={action.label}
            title={enquiryDialog.title}
            triggerClassName={cx(index === 0 ? button.primary : button.outline, styles.action)}
            action={action.kind}
          >
            {enquiryDialog.form}
          </LeadDialog>
        ) : action.kind === "history-report" ? (
          <a
            key={action.kind}
            href={action.href}
            className={cx(button.outline, styles.action)}
            data-action={action.kind}
            download
          >
            {action.label}
          </a>
        ) : (
          <SiteLink
            key={action.kind}
            href={action.href}
            className={cx(index === 0 ? button.primary : button.outline, styles.action)}
            data-action={action.kind}
          >
            {action.label}
          </SiteLink>
        ),
      )}
    </div>
  );
}

const CALL_DEALER_TITLE_ID = "call-dealer-title";

/**
 * The call-the-dealer card (vehicle-page §2): the number chosen by the spec's order, masked
 * on tenants that mask numbers. No number, no call button (vehicle-page §8).
 */
export function CallDealerCard({
  callText,
  phone,
  masked,
  carId,
  dealershipId,
  revealed,
  dealershipName,
  onRevealed,
}: {
  callText: string;
  phone: string | null;
  masked: boolean;
  carId: number;
  dealershipId: number;
  revealed: boolean;
  dealershipName: string;
  /** Hears the number its Show number revealed with JavaScript (the sticky Call Now dials it). */
  onRevealed?: (phone: string) => void;
}) {
  useEffect(() => {
    // vehicle-page §8 "No phone for a car: console warning only, no call button."
    if (!phone) console.warn(`No phone number for car ${carId}`);
  }, [phone, carId]);
  if (!phone) return null;
  return (
    <section className={styles.card} aria-labelledby={CALL_DEALER_TITLE_ID}>
      <h2 id={CALL_DEALER_TITLE_ID} className={styles.cardTitle}>
        {callText}
      </h2>
      <p className={styles.muted}>{dealershipName}</p>
      <PhoneLink
        phone={phone}
        masked={masked}
        icon
        className={styles.phone}
        carId={carId}
        dealershipId={dealershipId}
        revealed={revealed}
        onRevealed={onRevealed}
      />
    </section>
  );
}

/**
 * The brochure download (vehicle-page §4): a plain link without JavaScript; with it, the
 * button shows a downloading state, saves the file as {slug}.pdf and alerts on failure.
 */
export function PdfDownload({ href, fileName }: { href: string; fileName: string }) {
  const [downloading, setDownloading] = useState(false);
  const download = async (event: React.MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (downloading) return;
    setDownloading(true);
    try {
      const response = await fetch(href);
      if (!response.ok) throw new Error(`The brochure could not be downloaded (${response.status}).`);
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = fileName;
      document.body.append(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(url);
    } catch (error) {
      window.alert(error instanceof Error ? error.message : "The brochure could not be downloaded.");
    } finally {
      setDownloading(false);
    }
  };
  return (
    <a
      href={href}
      download={fileName}
      className={cx(button.outline, styles.action)}
      onClick={download}
      aria-busy={downloading}
      data-downloading={downloading}
    >
      {downloading ? "Downloading…" : "Download PDF"}
    </a>
  );
}

/**
 * The sticky mobile footer (Call Now, Enquire). Without JavaScript it is always there on
 * small screens; with it, it slides in after 50 px of scroll. Call Now shows only while
 * the dealer is open (decided on the server, vehicle-page §9).
 */
export function StickyMobileFooter({
  phone,
  revealedPhone,
  callNowOpen,
  enquireHref,
  enquireLabel,
}: {
  phone: string | null;
  /** The car's number once the visitor revealed it with JavaScript (the call card's Show number). */
  revealedPhone?: string;
  callNowOpen: boolean;
  enquireHref: string;
  enquireLabel: string;
}) {
  const [scrolled, setScrolled] = useState<boolean | null>(null);
  const dial = phone && isMaskedPhone(phone) ? (revealedPhone ?? phone) : phone;
  useEffect(() => {
    const update = () => setScrolled(showsStickyFooter(window.scrollY));
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  return (
    <div
      className={styles.sticky}
      data-sticky-footer
      data-scrolled={scrolled === null ? undefined : String(scrolled)}
      aria-hidden={scrolled === false ? true : undefined}
    >
      {dial && callNowOpen ? (
        // A masked number (search-journey §4) is not the page's to dial: Call Now leads to its Show number button.
        <a
          href={isMaskedPhone(dial) ? `#${CALL_DEALER_TITLE_ID}` : telHref(dial)}
          className={cx(button.outline, styles.stickyButton)}
          tabIndex={scrolled === false ? -1 : undefined}
        >
          Call Now
        </a>
      ) : null}
      <SiteLink href={enquireHref} className={cx(button.primary, styles.stickyButton)} tabIndex={scrolled === false ? -1 : undefined}>
        {enquireLabel}
      </SiteLink>
    </div>
  );
}
