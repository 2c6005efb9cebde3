import { commentsMinimumHeight, planComments } from "./comments-section";
import { featuresMinimumHeight, planFeatures } from "./features-section";
import { planContinuedTitle, planHeading } from "./heading";
import { type BrochureInput } from "./input";
import { Flow } from "./page-flow";
import { planSpecs } from "./specs-section";
import { CONTENT_WIDTH, MARGIN, type Palette, type Photo, PHOTO_MAX_HEIGHT, SECTION_GAP } from "./theme";
import { type Typesetter } from "./text";

/**
 * The brochure's content planned onto its pages, top to bottom: the heading, the photo, then
 * the sections (each in its own module), every later section's minimum kept free below.
 */
export function planContent(
  input: BrochureInput,
  photo: Photo | null,
  type: Typesetter,
  palette: Palette,
  bottoms: readonly number[]
): Flow {
  const flow = new Flow(bottoms, (next) => planContinuedTitle(next, input.title, type));
  planHeading(flow, input, type, palette);
  if (photo) planPhoto(flow, photo);
  const features = input.features.filter((feature) => feature.trim());
  const featuresMinimum = features.length > 0 ? featuresMinimumHeight(type) : 0;
  const comments = input.comments?.trim() ?? "";
  const commentsMinimum = comments ? commentsMinimumHeight(type) : 0;
  if (input.specs.length > 0) planSpecs(flow, input.specs, type, palette, commentsMinimum + featuresMinimum);
  if (comments) planComments(flow, comments, type, palette, featuresMinimum);
  if (features.length > 0) planFeatures(flow, features, type, palette);
  while (!flow.onLastPage) flow.nextPage();
  return flow;
}

function planPhoto(flow: Flow, photo: Photo) {
  const scale = Math.min(CONTENT_WIDTH / photo.width, PHOTO_MAX_HEIGHT / photo.height);
  const width = photo.width * scale;
  const height = photo.height * scale;
  if (!flow.reserve(height)) return;
  const x = MARGIN + (CONTENT_WIDTH - width) / 2;
  const y = flow.top - height;
  flow.draw((page) => page.drawImage(photo.image, { x, y, width, height }));
  flow.top -= height + SECTION_GAP;
}
