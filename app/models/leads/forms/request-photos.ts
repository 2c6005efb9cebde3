/**
 * The hidden message of the request-photos form (vehicle-page §3 defaults). In a module of its
 * own: the car card's form sends it, and the card is on pages that load no other form copy.
 */
export const REQUEST_PHOTOS_MESSAGE = "Please send photos for this car";
