// The `compression` middleware ships no types, and @types/compression would pull in Express's;
// compression.ts uses only this much of it.
declare module "compression" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;
  interface CompressionOptions {
    filter?: (req: IncomingMessage, res: ServerResponse) => boolean;
    threshold?: number | string;
  }
  interface Compression {
    (options?: CompressionOptions): Middleware;
    filter(req: IncomingMessage, res: ServerResponse): boolean;
  }
  const compression: Compression;
  export default compression;
}
