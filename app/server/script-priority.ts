/**
 * The page's JavaScript is fetched after what its first paint needs (decision 042).
 *
 * Every page is whole and usable as the server sends it (links, plain forms); its JavaScript
 * only hydrates what is already on screen. Remix's <Scripts> preloads the page's 20-30
 * modules at the browser's high priority, where they compete with the stylesheet and the
 * first photos; Lighthouse's mobile audit then counted them before the first paint (FCP
 * 2.2-2.5 s simulated). At low priority the browser fetches them as before, after the
 * stylesheet and the images in view: FCP 0.9-1.0 s. <Scripts> takes no attribute for its
 * links, so they get theirs here, in the rendered bytes.
 */

const MODULE_PRELOAD = Buffer.from('<link rel="modulepreload"');
const LOW_PRIORITY = Buffer.from(' fetchpriority="low"');

export function withLowPriorityModulePreloads(html: Uint8Array): Uint8Array<ArrayBuffer> {
  const page = Buffer.from(html.buffer, html.byteOffset, html.byteLength);
  const insertAt: number[] = [];
  for (let at = page.indexOf(MODULE_PRELOAD); at !== -1; at = page.indexOf(MODULE_PRELOAD, at + 1)) {
    insertAt.push(at + MODULE_PRELOAD.byteLength);
  }
  const result = new Uint8Array(page.byteLength + insertAt.length * LOW_PRIORITY.byteLength);
  let from = 0;
  let to = 0;
  for (const at of insertAt) {
    result.set(page.subarray(from, at), to);
    to += at - from;
    result.set(LOW_PRIORITY, to);
    to += LOW_PRIORITY.byteLength;
    from = at;
  }
  result.set(page.subarray(from), to);
  return result;
}
