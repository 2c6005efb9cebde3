/**
 * The picture's overlays adapt to the card's own width (a 3-column grid beside the filters
 * is narrow), measured on the picture area so the card still sizes to its content.
 */
export const WIDE_CARD = "(min-width: 20rem)";
