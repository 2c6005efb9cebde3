import type { ImageSource } from "./port";
import { readPublicImage } from "./public-files.server";

/**
 * Local images under public/, the one image source so far. The image CDN of DESIGN.md's
 * "at scale" column would serve pictures itself, so it would be chosen where their URLs are
 * made (imageUrl in models/car/display.ts) rather than here.
 */
export const imageSource: ImageSource = { read: readPublicImage };

export type { ImageAnswer, ImageSource } from "./port";
