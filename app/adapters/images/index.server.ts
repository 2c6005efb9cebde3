import path from "node:path";
import type { ImageSource } from "./port";
import { SharpImages } from "./sharp-images.server";

/**
 * The embedded default: pictures resized and re-encoded on this server. The image CDN of
 * DESIGN.md's "at scale" column would serve pictures itself, so it would be chosen where their
 * URLs are made (imageUrl in models/car/display.ts) rather than here.
 */
export const imageSource: ImageSource = new SharpImages({
  folders: [{ prefix: "/", dir: path.resolve("public") }],
});

export type { ImageAnswer, ImageRequest, ImageSource } from "./port";
