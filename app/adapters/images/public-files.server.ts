import fs from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import type { ImageAnswer } from "./port";

/**
 * The image port's embedded default (DESIGN.md): local images under public/, addressed by
 * path with width and quality parameters (spec defaults 640 and 75). Vector illustrations
 * scale in the browser, so they are sent as they are; widths are validated so a URL cannot
 * ask for absurd work.
 */
export const ImageRequestSchema = z.object({
  src: z
    .string()
    .min(2)
    .max(300)
    .regex(/^\/[A-Za-z0-9/_.-]+$/, "must be a site path")
    .refine((src) => !src.split("/").includes(".."), "must not leave the public folder"),
  w: z.coerce.number().int().min(16).max(2400).default(640),
  q: z.coerce.number().int().min(10).max(100).default(75),
});

const CONTENT_TYPES: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
};

const publicDir = path.resolve("public");

export async function readPublicImage(params: URLSearchParams): Promise<ImageAnswer> {
  const parsed = ImageRequestSchema.safeParse(Object.fromEntries(params));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, status: 400, message: `Invalid image request: ${issue.path.join(".")} ${issue.message}` };
  }
  const file = path.join(publicDir, parsed.data.src);
  const contentType = CONTENT_TYPES[path.extname(file).toLowerCase()];
  if (!file.startsWith(publicDir + path.sep) || !contentType) {
    return { ok: false, status: 404, message: "Image not found" };
  }
  try {
    const data = await fs.readFile(file);
    // A view over a plain ArrayBuffer: what Response accepts as a body under every @types/node.
    const body = new Uint8Array(data.byteLength);
    body.set(data);
    return { ok: true, body, contentType };
  } catch {
    return { ok: false, status: 404, message: "Image not found" };
  }
}
