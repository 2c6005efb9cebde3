// Illustrations: static SVGs in public/stock/, drawn here so the files and the URLs the
// generator hands out cannot drift apart (generator.test.ts compares them; run it with
// UPDATE_STOCK_ILLUSTRATIONS=1 to rewrite the files). Cars show them as photos: the same
// drawings rendered as camera-weight JPEGs under /demo-photos/ (photos.server.ts).
import type { CarImage } from "~/db/schema";
import { toJsonb } from "~/db/schema";
import { slugify } from "~/models/slug";
import type { ItemType, SimpleBody } from "~/models/car/vocabulary";
import { CAR_COLOURS, CARAVAN_COLOURS, INTERIOR_COLOURS, TRUCK_COLOURS } from "../catalogue/equipment";
import type { StatusChoice } from "../profiles";
import type { Random } from "../random";
import { detailSvg, historyReportPdf, HISTORY_REPORT_URL } from "./details";
import { exteriorSvg } from "./draw";
import { SCENES, SILHOUETTES, type IllustrationBody } from "./shapes";

export { HISTORY_REPORT_URL } from "./details";

/** Where the demo photos are served: /demo-photos/{illustration name}.jpg. */
export const DEMO_PHOTO_PREFIX = "/demo-photos/";

/** The photo of an illustration ("sedan-red-street.svg"). */
export function demoPhotoUrl(illustration: string): string {
  return `${DEMO_PHOTO_PREFIX}${illustration.replace(/\.svg$/, ".jpg")}`;
}

const DETAIL_SHOTS: Record<ItemType, readonly string[]> = {
  Car: ["interior", "dashboard", "wheel", "cargo"],
  Truck: ["dashboard", "wheel", "cargo"],
  Caravan: ["caravan-lounge", "caravan-kitchen", "caravan-bed"],
};

function illustrationBody(itemType: ItemType, body: SimpleBody): IllustrationBody {
  if (itemType === "Truck") return "truck";
  if (itemType === "Caravan" || body === "Caravan") return "caravan";
  return slugify(body) as IllustrationBody;
}

const imageSets = new Map<string, string>();

/** The car's images as JSON text (a CarImage[]); the few thousand possible sets are shared. */
export function illustrationsFor(
  itemType: ItemType,
  body: SimpleBody,
  colour: string,
  interior: string | null,
  random: Random,
  status: StatusChoice
): string {
  const shape = illustrationBody(itemType, body);
  const details = DETAIL_SHOTS[itemType];
  const first = random.int(0, SCENES.length - 1);
  // A car still on its way has a photo or two; one on the yard has the full set.
  const count = status === "coming_soon" ? random.int(1, 2) : random.int(1, SCENES.length + details.length);
  const key = `${shape}|${colour}|${interior}|${first}|${count}`;
  let json = imageSets.get(key);
  if (json === undefined) {
    const colourKey = colour.toLowerCase();
    const exteriors = SCENES.map((_, i) =>
      demoPhotoUrl(`${shape}-${colourKey}-${SCENES[(first + i) % SCENES.length]}.svg`)
    );
    const detailUrls = details.map((shot) =>
      demoPhotoUrl(
        shot === "interior" ? `detail-interior-${(interior ?? "Black").toLowerCase()}.svg` : `detail-${shot}.svg`
      )
    );
    const images: CarImage[] = [...exteriors, ...detailUrls].slice(0, count).map((url) => ({ url }));
    imageSets.set(key, (json = toJsonb(images)));
  }
  return json;
}

/** Every static file the generated stock points at, by file name under public/stock/. */
export function stockIllustrationFiles(): Map<string, string> {
  const files = new Map<string, string>();
  const carShapes = Object.keys(SILHOUETTES) as IllustrationBody[];
  const sets: [IllustrationBody[], readonly string[]][] = [
    [carShapes, CAR_COLOURS.map((c) => c.name)],
    [["truck"], TRUCK_COLOURS],
    [["caravan"], CARAVAN_COLOURS],
  ];
  for (const [shapes, colours] of sets) {
    for (const shape of shapes) {
      for (const colour of colours) {
        for (const scene of SCENES) {
          files.set(`${shape}-${colour.toLowerCase()}-${scene}.svg`, exteriorSvg(shape, colour, scene));
        }
      }
    }
  }
  for (const interior of INTERIOR_COLOURS) {
    files.set(
      `detail-interior-${interior.toLowerCase()}.svg`,
      detailSvg(`interior-${interior.toLowerCase()}`)
    );
  }
  for (const shot of ["dashboard", "wheel", "cargo", "caravan-lounge", "caravan-kitchen", "caravan-bed"]) {
    files.set(`detail-${shot}.svg`, detailSvg(shot));
  }
  files.set(HISTORY_REPORT_URL.slice("/stock/".length), historyReportPdf());
  return files;
}
