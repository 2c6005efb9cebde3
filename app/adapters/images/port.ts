/*
 * The image port (DESIGN.md "Ports and adapters"): the picture an /images?src=&w=&q= request
 * asks for, in the format its browser takes, or why there is none; and the same pipeline for
 * the server's own uses (the PDF brochure's photo).
 */
import type { ImageHost } from "./hosts";
import type { ImageFormat } from "./variant";

export interface ImageRequest {
  params: URLSearchParams;
  /** The request's Accept header: it picks AVIF, WebP or JPEG. */
  accept: string | null;
  /** The request's If-None-Match: a variant the browser holds is answered without a body. */
  ifNoneMatch: string | null;
  /** The dealer's own photo hosts (its tenant file), allowed besides the operator's. */
  hosts: readonly ImageHost[];
}

export interface ImageSource {
  read(request: ImageRequest): Promise<ImageAnswer>;
  /** A variant's bytes for the server's own use, or null when the picture cannot be had. */
  variant(
    src: string,
    spec: { width: number; quality: number; format: ImageFormat },
    hosts: readonly ImageHost[],
  ): Promise<Uint8Array | null>;
}

export type ImageAnswer =
  | {
      ok: true;
      /** Null when the browser's If-None-Match already names this ETag (a 304). */
      body: Uint8Array<ArrayBuffer> | null;
      contentType: string;
      /** A strong ETag, quoted: the same bytes for the same request, always. */
      etag: string;
      /** The bytes depend on the Accept header (a re-encoded raster; an SVG does not). */
      variesByAccept: boolean;
    }
  | { ok: false; status: 400; message: string }
  /** The picture cannot be had: missing, unreadable, refused, too large. Shown as the not-found picture. */
  | { ok: false; status: 403 | 404; message: string }
  /** Too many encodes are waiting: try again shortly. */
  | { ok: false; status: 503; message: string; retryAfterSeconds: number };

export { checkPhotoUrl, ImageHostSchema, type ImageHost, type PhotoUrlCheck } from "./hosts";
export { chooseFormat, densityWidths, IMAGE_WIDTHS, snapWidth, srcsetWidths, type ImageFormat } from "./variant";
