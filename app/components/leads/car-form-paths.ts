/*
 * Where a car's lead forms post and their titles: apart from the forms themselves, so the
 * vehicle page links to them without loading the forms' code.
 */

export const carFormPath = {
  enquiry: (slug: string) => `/cars/${slug}/enquire`,
  testDrive: (slug: string) => `/cars/${slug}/test-drive`,
  makeAnOffer: (slug: string) => `/cars/${slug}/make-an-offer`,
  requestPhotos: (slug: string) => `/cars/${slug}/request-photos`,
} as const;

export const MAKE_AN_OFFER = "Make an Offer";
export const REQUEST_PHOTOS = "Request Photos";
