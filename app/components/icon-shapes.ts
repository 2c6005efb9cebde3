/*
 * The shapes of the icons the card and the header share (24 × 24 path data), drawn as SVG
 * by icons.tsx and as CSS masks by the card (CarCard.css.ts), so both show the same heart,
 * arrows and pin (and the card's watchlist bookmark).
 */
export const HEART_PATH =
  "M12 20.5s-7.5-4.6-9.2-9.3C1.6 7.9 3.8 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.4 0 5.6 3.4 4.4 6.7-1.7 4.7-9.2 9.3-9.2 9.3z";
export const COMPARE_PATH = "M7 4v16M17 4v16M3 8l4-4 4 4M13 16l4 4 4-4";
export const PIN_PATH =
  "M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z";
export const CHECK_PATH = "M4 12.5l5 5L20 6.5";
export const BOOKMARK_PATH = "M6 3.5h12a1 1 0 0 1 1 1V21l-7-4.5L5 21V4.5a1 1 0 0 1 1-1z";
