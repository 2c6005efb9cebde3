import { useEffect, useRef, useState, type ReactNode } from "react";
import { GALLERY_IMAGE } from "~/models/car/display";
import * as styles from "./VehicleGallery.css";

export interface GalleryImage {
  src: string;
  srcSet: string;
  alt: string;
}

/**
 * The car's photos (vehicle-page §2). Without JavaScript a plain list that scrolls
 * sideways; with it, previous and next buttons and a counter drive the same strip, and a
 * swipe moves it by a whole photo (scroll snapping).
 */
export function VehicleGallery({
  images,
  pending,
  title,
  vehicleType = "vehicle",
  children,
}: {
  images: readonly GalleryImage[];
  /** Shown when there are no photos yet: "Coming soon", "New Arrival". */
  pending: string | null;
  title: string;
  /** The dealer's word for what it sells (tenant labels: "car", "caravan", "truck"). */
  vehicleType?: string;
  /** Under the placeholder when there are no photos: the Request Photos form. */
  children?: ReactNode;
}) {
  const strip = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);

  if (images.length === 0) {
    return (
      <div className={styles.placeholder}>
        <div className={styles.placeholderText} role="img" aria-label={`${title}: ${pending ?? "image not found"}`}>
          <p className={styles.placeholderTitle}>{pending ?? "Image not found"}</p>
          {pending ? <p>Photos of this {vehicleType} are on their way.</p> : null}
        </div>
        {children}
      </div>
    );
  }

  const show = (index: number) => {
    const list = strip.current;
    const slide = list?.children[index] as HTMLElement | undefined;
    if (!list || !slide) return;
    list.scrollTo({ left: slide.offsetLeft - list.offsetLeft });
    setCurrent(index);
  };
  const onScroll = () => {
    const list = strip.current;
    if (list && list.clientWidth > 0) setCurrent(Math.round(list.scrollLeft / list.clientWidth));
  };

  return (
    <section className={styles.gallery} aria-label="Photos" aria-roledescription="carousel">
      <ul ref={strip} className={styles.strip} onScroll={onScroll} tabIndex={0} aria-label={`${images.length} photos`}>
        {images.map((image, index) => (
          <li key={image.src} className={styles.slide} aria-label={`Photo ${index + 1} of ${images.length}`}>
            <img
              className={styles.image}
              src={image.src}
              srcSet={image.srcSet}
              sizes={GALLERY_IMAGE.sizes}
              alt={image.alt}
              width={GALLERY_IMAGE.width}
              height={GALLERY_IMAGE.height}
              // The first photo is the page's largest paint: asked for first, decoded at once.
              {...(index === 0 ? { fetchpriority: "high", loading: "eager", decoding: "sync" } : { loading: "lazy", decoding: "async" })}
            />
          </li>
        ))}
      </ul>
      {enhanced && images.length > 1 ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.control}
            onClick={() => show(current - 1)}
            disabled={current === 0}
            aria-label="Previous photo"
          >
            ‹
          </button>
          <span className={styles.counter} aria-live="polite">
            {current + 1} / {images.length}
          </span>
          <button
            type="button"
            className={styles.control}
            onClick={() => show(current + 1)}
            disabled={current >= images.length - 1}
            aria-label="Next photo"
          >
            ›
          </button>
        </div>
      ) : null}
    </section>
  );
}
