import { COMPARE_PATH, HEART_PATH, PIN_PATH } from "./icon-shapes";

/*
 * The icons the card and the header share, so a shopper sees the same heart, arrows and pin
 * in both places. Sized by the class the caller gives.
 *
 * Each shape is drawn once per page, in IconSprite, and every icon is a <use> of it: a search
 * page shows three icons on each of 21 cards, and their paths repeated made 20 kB of its HTML.
 * A <use> inherits `fill` from its <svg>, so the heart's fill is set there.
 */

const ICON_IDS = { heart: "icon-heart", compare: "icon-compare", pin: "icon-pin" } as const;

/** The shapes, once per page (root layout); hidden, yet each <use> of them renders. */
export function IconSprite() {
  return (
    <svg className="visually-hidden" aria-hidden="true" focusable="false">
      <symbol id={ICON_IDS.heart} viewBox="0 0 24 24">
        <path
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
          d={HEART_PATH}
        />
      </symbol>
      <symbol id={ICON_IDS.compare} viewBox="0 0 24 24">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          d={COMPARE_PATH}
        />
      </symbol>
      <symbol id={ICON_IDS.pin} viewBox="0 0 24 24">
        <path
          fill="currentColor"
          d={PIN_PATH}
        />
      </symbol>
    </svg>
  );
}

function Icon({
  id,
  className,
  size,
  fill,
}: {
  id: (typeof ICON_IDS)[keyof typeof ICON_IDS];
  className?: string;
  size?: number;
  fill?: string;
}) {
  return (
    <svg className={className} width={size} height={size} fill={fill} aria-hidden="true" focusable="false">
      <use href={`#${id}`} />
    </svg>
  );
}

export function HeartIcon({ className, filled = false }: { className: string; filled?: boolean }) {
  return <Icon id={ICON_IDS.heart} className={className} fill={filled ? "currentColor" : "none"} />;
}

export function CompareIcon({ className }: { className: string }) {
  return <Icon id={ICON_IDS.compare} className={className} />;
}

/** A location pin: the card's location overlay and the header's locations link. */
export function PinIcon({ className, size }: { className?: string; size?: number }) {
  return <Icon id={ICON_IDS.pin} className={className} size={size} />;
}
