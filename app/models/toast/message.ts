/**
 * A message for the toast region (search-journey §8: each watchlist toast "carries a View List
 * action"). A model-level type: models flash it through the session, components show it.
 */
export interface ToastMessage {
  id: string;
  tone: "success" | "error";
  title: string;
  body: string;
  action?: { label: string; href: string };
}
