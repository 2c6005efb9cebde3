/*
 * The image port (DESIGN.md "Ports and adapters"): the picture an /images?src=&w=&q= request
 * asks for, or why there is none.
 */

export interface ImageSource {
  read(params: URLSearchParams): Promise<ImageAnswer>;
}

export type ImageAnswer =
  | { ok: true; body: Uint8Array<ArrayBuffer>; contentType: string }
  | { ok: false; status: 400 | 404; message: string };
