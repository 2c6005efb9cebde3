import type { AustralianState } from "~/tenants/schema";

/*
 * The embedded geocoder's data (DESIGN.md "geocoding": the embedded default). No Australian
 * postcode package is reachable from this platform's registry, so this is a coarse, hand-made
 * list: the approximate centre of each postcode district we know with confidence (capital
 * cities, large regional centres, the demo dealers' suburbs and their neighbours), to about a
 * kilometre or two. It is good enough to pick the nearest of a dealer's yards, which are tens
 * of kilometres apart; distances it gives are approximate. The accurate answer is the
 * configured geocoding API of DESIGN.md's "at scale" column.
 */

export interface PostcodeCentroid {
  /** The suburb or town the district is known by. */
  place: string;
  lat: number;
  lng: number;
}

export const POSTCODE_CENTROIDS: Readonly<Record<string, PostcodeCentroid>> = {
  // NSW
  "2000": { place: "Sydney", lat: -33.8688, lng: 151.2093 },
  "2060": { place: "North Sydney", lat: -33.839, lng: 151.207 },
  "2067": { place: "Chatswood", lat: -33.797, lng: 151.183 },
  "2112": { place: "Ryde", lat: -33.813, lng: 151.105 },
  "2145": { place: "Westmead", lat: -33.807, lng: 150.987 },
  "2148": { place: "Blacktown", lat: -33.771, lng: 150.906 },
  "2150": { place: "Parramatta", lat: -33.815, lng: 151.003 },
  "2151": { place: "North Parramatta", lat: -33.8, lng: 151.003 },
  "2170": { place: "Liverpool", lat: -33.925, lng: 150.906 },
  "2200": { place: "Bankstown", lat: -33.917, lng: 151.034 },
  "2250": { place: "Gosford", lat: -33.425, lng: 151.342 },
  "2300": { place: "Newcastle", lat: -32.927, lng: 151.776 },
  "2340": { place: "Tamworth", lat: -31.09, lng: 150.929 },
  "2450": { place: "Coffs Harbour", lat: -30.296, lng: 153.114 },
  "2480": { place: "Lismore", lat: -28.813, lng: 153.277 },
  "2500": { place: "Wollongong", lat: -34.425, lng: 150.893 },
  "2560": { place: "Campbelltown", lat: -34.065, lng: 150.814 },
  "2620": { place: "Queanbeyan", lat: -35.353, lng: 149.232 },
  "2640": { place: "Albury", lat: -36.08, lng: 146.916 },
  "2650": { place: "Wagga Wagga", lat: -35.118, lng: 147.369 },
  "2750": { place: "Penrith", lat: -33.751, lng: 150.694 },
  "2795": { place: "Bathurst", lat: -33.419, lng: 149.578 },
  "2800": { place: "Orange", lat: -33.284, lng: 149.1 },
  "2830": { place: "Dubbo", lat: -32.243, lng: 148.605 },
  // ACT
  "2600": { place: "Canberra", lat: -35.308, lng: 149.124 },
  "2601": { place: "Canberra City", lat: -35.281, lng: 149.129 },
  // VIC
  "3000": { place: "Melbourne", lat: -37.8136, lng: 144.9631 },
  "3030": { place: "Werribee", lat: -37.9, lng: 144.66 },
  "3074": { place: "Thomastown", lat: -37.683, lng: 145.014 },
  "3075": { place: "Lalor", lat: -37.666, lng: 145.017 },
  "3076": { place: "Epping", lat: -37.65, lng: 145.03 },
  "3134": { place: "Ringwood", lat: -37.815, lng: 145.229 },
  "3135": { place: "Ringwood East", lat: -37.812, lng: 145.25 },
  "3150": { place: "Glen Waverley", lat: -37.878, lng: 145.164 },
  "3168": { place: "Clayton", lat: -37.925, lng: 145.12 },
  "3175": { place: "Dandenong", lat: -37.987, lng: 145.215 },
  "3189": { place: "Moorabbin", lat: -37.936, lng: 145.04 },
  "3190": { place: "Highett", lat: -37.948, lng: 145.04 },
  "3204": { place: "Bentleigh", lat: -37.918, lng: 145.036 },
  "3220": { place: "Geelong", lat: -38.149, lng: 144.361 },
  "3350": { place: "Ballarat", lat: -37.562, lng: 143.85 },
  "3550": { place: "Bendigo", lat: -36.757, lng: 144.279 },
  "3630": { place: "Shepparton", lat: -36.38, lng: 145.4 },
  // QLD
  "4000": { place: "Brisbane", lat: -27.4698, lng: 153.0251 },
  "4101": { place: "South Brisbane", lat: -27.48, lng: 153.018 },
  "4108": { place: "Archerfield", lat: -27.57, lng: 153.015 },
  "4109": { place: "Sunnybank", lat: -27.58, lng: 153.06 },
  "4110": { place: "Acacia Ridge", lat: -27.584, lng: 153.026 },
  "4114": { place: "Logan Central", lat: -27.64, lng: 153.11 },
  "4215": { place: "Southport", lat: -27.967, lng: 153.4 },
  "4217": { place: "Surfers Paradise", lat: -28.0, lng: 153.43 },
  "4300": { place: "Springfield", lat: -27.645, lng: 152.92 },
  "4301": { place: "Redbank Plains", lat: -27.646, lng: 152.86 },
  "4304": { place: "Booval", lat: -27.61, lng: 152.79 },
  "4305": { place: "Ipswich", lat: -27.615, lng: 152.76 },
  "4340": { place: "Rosewood", lat: -27.64, lng: 152.59 },
  "4350": { place: "Toowoomba", lat: -27.561, lng: 151.953 },
  "4500": { place: "Strathpine", lat: -27.3, lng: 152.99 },
  "4558": { place: "Maroochydore", lat: -26.66, lng: 153.1 },
  "4670": { place: "Bundaberg", lat: -24.866, lng: 152.349 },
  "4700": { place: "Rockhampton", lat: -23.378, lng: 150.51 },
  "4740": { place: "Mackay", lat: -21.144, lng: 149.186 },
  "4810": { place: "Townsville", lat: -19.259, lng: 146.817 },
  "4870": { place: "Cairns", lat: -16.92, lng: 145.77 },
  // SA
  "5000": { place: "Adelaide", lat: -34.9285, lng: 138.6007 },
  "5108": { place: "Salisbury", lat: -34.76, lng: 138.64 },
  "5290": { place: "Mount Gambier", lat: -37.83, lng: 140.78 },
  // WA
  "6000": { place: "Perth", lat: -31.9523, lng: 115.8613 },
  "6027": { place: "Joondalup", lat: -31.745, lng: 115.766 },
  "6064": { place: "Girrawheen", lat: -31.84, lng: 115.84 },
  "6065": { place: "Wanneroo", lat: -31.78, lng: 115.83 },
  "6066": { place: "Ballajura", lat: -31.84, lng: 115.89 },
  "6090": { place: "Malaga", lat: -31.856, lng: 115.89 },
  "6100": { place: "Victoria Park", lat: -31.976, lng: 115.9 },
  "6160": { place: "Fremantle", lat: -32.056, lng: 115.745 },
  "6210": { place: "Mandurah", lat: -32.53, lng: 115.72 },
  "6230": { place: "Bunbury", lat: -33.327, lng: 115.641 },
  "6430": { place: "Kalgoorlie", lat: -30.749, lng: 121.466 },
  "6530": { place: "Geraldton", lat: -28.78, lng: 114.61 },
  // TAS
  "7000": { place: "Hobart", lat: -42.8821, lng: 147.3272 },
  "7250": { place: "Launceston", lat: -41.438, lng: 147.135 },
  "7310": { place: "Devonport", lat: -41.18, lng: 146.35 },
  // NT
  "0800": { place: "Darwin", lat: -12.4634, lng: 130.8456 },
  "0810": { place: "Casuarina", lat: -12.37, lng: 130.87 },
  "0820": { place: "Parap", lat: -12.43, lng: 130.84 },
  "0828": { place: "Berrimah", lat: -12.435, lng: 130.925 },
  "0830": { place: "Palmerston", lat: -12.486, lng: 130.983 },
  "0870": { place: "Alice Springs", lat: -23.698, lng: 133.881 },
};

/**
 * Postcode ranges that belong to one state and nothing else. Ranges shared with PO boxes,
 * large-volume receivers or a border (1000-1999, 0200-0299, 5800-5999, 6798-6999, 7800-7999,
 * 8000-8999, 9000-9999) are left out on purpose: a guess there could be a different state.
 */
export const STATE_POSTCODE_RANGES: ReadonlyArray<{ state: AustralianState; from: number; to: number }> = [
  { state: "NSW", from: 2000, to: 2599 },
  { state: "ACT", from: 2600, to: 2618 },
  { state: "NSW", from: 2619, to: 2899 },
  { state: "ACT", from: 2900, to: 2920 },
  { state: "NSW", from: 2921, to: 2999 },
  { state: "VIC", from: 3000, to: 3999 },
  { state: "QLD", from: 4000, to: 4999 },
  { state: "SA", from: 5000, to: 5799 },
  { state: "WA", from: 6000, to: 6797 },
  { state: "TAS", from: 7000, to: 7799 },
  { state: "NT", from: 800, to: 899 },
];

/** Each state's main population centre: where an unlisted postcode of that state is placed. */
export const STATE_CENTRES: Readonly<Record<AustralianState, PostcodeCentroid>> = {
  NSW: POSTCODE_CENTROIDS["2000"]!,
  ACT: POSTCODE_CENTROIDS["2601"]!,
  VIC: POSTCODE_CENTROIDS["3000"]!,
  QLD: POSTCODE_CENTROIDS["4000"]!,
  SA: POSTCODE_CENTROIDS["5000"]!,
  WA: POSTCODE_CENTROIDS["6000"]!,
  TAS: POSTCODE_CENTROIDS["7000"]!,
  NT: POSTCODE_CENTROIDS["0800"]!,
};
