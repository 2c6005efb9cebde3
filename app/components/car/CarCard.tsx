import { useEffect, useRef, useState, type MouseEvent } from "react";
import { SaveToWatchlist } from "~/components/watchlist/SaveToWatchlist";
import { forgetFavourite, rememberFavourite } from "~/hooks/favouritesStorage";
import { useListSwitch } from "~/hooks/useListSwitch";
import { FAVOURITE_ADD_EVENT, pushAnalyticsEvent } from "~/models/analytics/datalayer";
import {
  CARD_IMAGE,
  cardActions,
  cardTags,
  formatKm,
  densityImage,
  isAvailable,
  cardPrice,
  certifiedLogoProgram,
} from "~/models/car/display";
import type { CardCar } from "~/models/car/card";
import { COMPARE_LIMIT } from "~/models/watchlist/lists";
import { button } from "~/styles/shared.css";
import type { PublicTenant } from "~/tenants/public";
import { cx } from "../classNames";
import { SiteLink, useLinksThroughRouter } from "../SiteLink";
import { FORM_STAMP_FIELD, FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "~/models/leads/forms/field-names";
import { REQUEST_PHOTOS_MESSAGE } from "~/models/leads/forms/request-photos";
import type { LeadFormGuard } from "~/models/leads/setup";
import { useToaster } from "~/components/toast/ToastRegion";
import { ListSwitchButton } from "~/components/car/ListSwitchButton";
import { PriceLine } from "~/components/car/PriceLine";
import { honeypot } from "~/components/leads/LeadForm.css";
import * as styles from "./CarCard.css";
import * as photoPanel from "./CarPhotoPanel.css";

/** Cards above the fold on most screens load their picture at once; the rest lazily. */
const EAGER_POSITIONS = 3;

const CAR_TYPE_LABELS: Record<string, string> = { new: "New", demo: "Demo", used: "Used" };

export interface CarCardProps {
  car: CardCar;
  tenant: PublicTenant;
  /** Epoch ms, from the loader, so the server and the browser agree on New Arrival. */
  now: number;
  /** The card's 0-based place in the list: the first 3 pictures are not lazy. */
  position?: number;
  /** The car is among the visitor's favourites (the favourite switch is pressed). */
  saved?: boolean;
  /** The car is on the visitor's compare list. */
  compared?: boolean;
  /** The spam guard of this card's Request Photos form, when it has no photos (the loader's). */
  photoRequestGuard?: LeadFormGuard;
}

/**
 * A car in a search list (search-journey §2 "Car card contents"). Everything works without
 * JavaScript: links, and plain POST forms for favourites, compare and Request Photos.
 */
export function CarCard({ car, tenant, now, position, saved = false, compared = false, photoRequestGuard }: CarCardProps) {
  const page = `/cars/${car.slug}`;
  const tags = cardTags(car, tenant, now);
  const actions = cardActions(car, tenant);
  const certified = certifiedLogoProgram(car, tenant);
  const price = cardPrice(car, tenant);
  const facts = [
    car.km === null ? null : formatKm(car.km),
    car.simple_transmission,
    car.simple_fuel ?? car.fuel,
    car.simple_body,
  ].filter((fact): fact is string => Boolean(fact));
  const eyebrow = [
    CAR_TYPE_LABELS[car.car_type] ?? car.car_type,
    car.stocknum ? `Stock ${car.stocknum}` : null,
  ]
    .filter(Boolean)
    .join(" · ");

  // The card's links are plain anchors (SiteLink): eight a card were a quarter of the page's
  // router work on the server. A click on one goes through the router from here.
  const followLinks = useLinksThroughRouter();

  return (
    <article className={styles.card} data-car-id={car.id} data-status={car.status} onClick={followLinks}>
      <div className={styles.media}>
        {car.primary_image_url ? (
          <CarImage
            {...densityImage(car.primary_image_url, CARD_IMAGE)}
            alt={car.name}
            href={page}
            lazy={position === undefined || position >= EAGER_POSITIONS}
          />
        ) : (
          <NoPhotos car={car} tenant={tenant} guard={photoRequestGuard} />
        )}
        {tags.length > 0 ? (
          <div className={styles.mediaTop}>
            <ul className={styles.tags} aria-label="Tags">
              {tags.map((tag) => (
                <li key={`${tag.tone}:${tag.text}`} className={styles.tag[tag.tone]}>
                  {tag.text}
                </li>
              ))}
            </ul>
            <CardTools car={car} tenant={tenant} saved={saved} compared={compared} className={styles.tools} />
          </div>
        ) : (
          // Most cards have no tags: the buttons need no strip to share.
          <CardTools car={car} tenant={tenant} saved={saved} compared={compared} className={styles.toolsAlone} />
        )}
        {car.location_name ? (
          <p className={styles.locationOverlay}>
            <span className="visually-hidden">Location: </span>
            {car.location_name}
          </p>
        ) : null}
      </div>

      <div className={styles.body}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h2 className={styles.title}>
          <SiteLink href={page}>{car.name}</SiteLink>
        </h2>
        {/* One line of text, as the eyebrow: a list was five elements a card. */}
        {facts.length > 0 ? <p className={styles.facts}>{facts.join(" · ")}</p> : null}
        {certified ? (
          <p className={cx(styles.certifiedBadge, !certified.logoUrl && styles.certifiedTick)}>
            {certified.logoUrl ? <img className={styles.toolIcon} src={certified.logoUrl} alt="" /> : null}
            {certified.name}
          </p>
        ) : null}
        {price ? <PriceLine price={price} classes={styles} /> : null}
        <div className={styles.actions}>
          {actions.map((action) => (
            // The title's link already has the car page's route discovered: no attribute on each
            // button. The actions' rule makes them buttons, the first the main one.
            <a key={action.kind} href={action.href} data-action={action.kind}>
              {action.label}
            </a>
          ))}
        </div>
      </div>
    </article>
  );
}

/**
 * The picture. A picture that fails to load becomes the image-not-found panel
 * (search-journey §8); without JavaScript the browser shows the alt text instead.
 */
function CarImage({
  src,
  srcSet,
  alt,
  href,
  lazy,
}: {
  src: string;
  srcSet: string | undefined;
  alt: string;
  href: string;
  lazy: boolean;
}) {
  const [missing, setMissing] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  // An image that failed before hydration fires no error event React can see.
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) setMissing(true);
  }, []);
  if (missing) {
    return (
      <div className={photoPanel.placeholder} role="img" aria-label={`${alt}: image not found`}>
        <CameraIcon />
        <p className={photoPanel.placeholderTitle}>Image not found</p>
      </div>
    );
  }
  return (
    <a href={href} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
      <img
        ref={ref}
        className={styles.image}
        src={src}
        srcSet={srcSet}
        alt={alt}
        width={CARD_IMAGE.width}
        height={CARD_IMAGE.height}
        loading={lazy ? "lazy" : "eager"}
        decoding="async"
        onError={() => setMissing(true)}
      />
    </a>
  );
}

/** What a card without photos says: a sold car is no new arrival, and has no photos coming. */
export function noPhotosTitle(car: Pick<CardCar, "status">, tenant: Pick<PublicTenant, "labels">): string {
  if (car.status === "coming_soon") return "Coming soon";
  return isAvailable(car) ? tenant.labels.newArrival : "No photos";
}

/**
 * No photo yet: a coming soon or new arrival panel, and a form to ask for photos (a sold car
 * has no photos coming, so it gets no form). The form asks exactly what the action needs,
 * the email and the consent (requestPhotosSchema), and carries the spam guard the loader
 * issued for this card; a card shown without one links to the form's own page instead.
 */
function NoPhotos({ car, tenant, guard }: { car: CardCar; tenant: PublicTenant; guard?: LeadFormGuard }) {
  const inputId = `request-photos-${car.id}`;
  const action = `/cars/${car.slug}/request-photos`;
  return (
    <div className={photoPanel.placeholder}>
      <CameraIcon />
      <p className={photoPanel.placeholderTitle}>{noPhotosTitle(car, tenant)}</p>
      {!isAvailable(car) ? null : guard ? (
        <form method="post" action={action} className={photoPanel.requestPhotos}>
          <input type="hidden" name="message" value={REQUEST_PHOTOS_MESSAGE} />
          <input type="hidden" name={FORM_TOKEN_FIELD} value={guard.formToken} />
          <input type="hidden" name={FORM_STAMP_FIELD} value={guard.formStamp} />
          <input type="text" name={HONEYPOT_FIELD} defaultValue="" tabIndex={-1} autoComplete="off" aria-hidden="true" className={honeypot} />
          <label htmlFor={inputId} className="visually-hidden">
            Your email address, to receive photos of the {car.name}
          </label>
          <input
            id={inputId}
            className={photoPanel.requestPhotosInput}
            type="email"
            name="email"
            autoComplete="email"
            placeholder="Your email"
            required
          />
          <button type="submit" className={cx(button.primary, photoPanel.requestPhotosButton)}>
            Request Photos
          </button>
          <label className={photoPanel.requestPhotosConsent}>
            <input type="checkbox" name="terms_agreed" required />
            <span>
              I agree to the <a href="/terms-and-conditions">terms of use</a>
            </span>
          </label>
        </form>
      ) : (
        <a href={action} className={cx(button.primary, photoPanel.requestPhotosButton)}>
          Request Photos
        </a>
      )}
    </div>
  );
}

/**
 * The favourite switch and compare toggle: buttons of one real form, so they work without
 * JavaScript (the compare button posts to /compare by its formAction); with it they switch at
 * once and post in the background (useListSwitch). Each button's name is its word and the
 * car's (an aria-label, not a hidden span: a card has several of them).
 */
function CardTools({
  car,
  tenant,
  saved,
  compared,
  className,
}: {
  car: CardCar;
  tenant: PublicTenant;
  saved: boolean;
  compared: boolean;
  className: string;
}) {
  const { favourites, compare, garage } = tenant.features;
  if (!favourites && !compare && !garage) return null;
  // One form for the switches, laid out as if it were not there: each button posts the car to
  // its own list by its formAction (a form and its car_id fewer a switch).
  const action = favourites ? "/favourites" : compare ? "/compare" : "/watchlist";
  const formActionOf = (list: string) => (list === action ? undefined : list);
  return (
    <div className={className}>
      <form method="post" action={action} className={styles.switchesForm}>
        <input type="hidden" name="car_id" value={car.id} />
        {favourites ? <FavouriteSwitch car={car} saved={saved} /> : null}
        {compare ? <CompareSwitch car={car} tenant={tenant} compared={compared} formAction={formActionOf("/compare")} /> : null}
        {garage ? <SaveToWatchlist car={car} formAction={formActionOf("/watchlist")} /> : null}
      </form>
    </div>
  );
}

function FavouriteSwitch({ car, saved }: { car: CardCar; saved: boolean }) {
  const { pressed, toggle } = useListSwitch("favourites", car.id, saved);
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    if (toggle(event.currentTarget.form!) === "add") {
      rememberFavourite(car);
      // vehicle-page §3: the favourite toggle "fires event 39 on add".
      pushAnalyticsEvent(FAVOURITE_ADD_EVENT, { car_id: car.id, car_name: car.name, make: car.make, model: car.model });
    } else {
      forgetFavourite(car.id);
    }
  };
  return <ListSwitchButton word="Save" car={car} pressed={pressed} className={styles.favouriteButton} onClick={onClick} />;
}

/** Compare answers already announced: a card remounting with its fetcher's old answer says nothing. */
const announcedCompareResults = new WeakSet<object>();

function CompareSwitch({
  car,
  tenant,
  compared,
  formAction,
}: {
  car: CardCar;
  tenant: PublicTenant;
  compared: boolean;
  formAction?: string;
}) {
  const { pressed, toggle, result } = useListSwitch("compare", car.id, compared);
  const toaster = useToaster();
  // The server keeps 3 cars and lets the oldest go for a fourth: said once, in the page's one
  // toast, not over the card (where every card that ever made room said it again).
  useEffect(() => {
    if (!result?.dropped.length || announcedCompareResults.has(result)) return;
    announcedCompareResults.add(result);
    toaster.show({
      id: `compare-full-${car.id}`,
      tone: "success",
      title: `Comparing up to ${COMPARE_LIMIT} ${tenant.labels.stockNoun}`,
      body: `The first one you chose made room for the ${car.name}.`,
      action: { label: "View comparison", href: "/compare" },
    });
  }, [result, toaster, car, tenant]);
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    toggle(event.currentTarget.form!);
  };
  return (
    <ListSwitchButton
      word="Compare"
      car={car}
      pressed={pressed}
      className={styles.compareButton}
      formAction={formAction}
      onClick={onClick}
    />
  );
}

function CameraIcon() {
  return (
    <svg className={photoPanel.placeholderIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
        d="M3 8.5A1.5 1.5 0 0 1 4.5 7h3l1.5-2.5h6L16.5 7h3A1.5 1.5 0 0 1 21 8.5v10a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5z"
      />
      <circle cx="12" cy="13" r="3.75" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}
