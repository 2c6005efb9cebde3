import { describe, expect, it } from "vitest";
import { withLowPriorityModulePreloads } from "./script-priority";

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (page: Uint8Array) => new TextDecoder().decode(page);

describe("withLowPriorityModulePreloads", () => {
  it("asks for every preloaded module at low priority and leaves the rest of the page as it was", () => {
    const page =
      '<head><link rel="stylesheet" href="/build/a.css"/></head><body><p>Cars – “é”</p>' +
      '<link rel="modulepreload" href="/build/entry.js"/><link rel="modulepreload" href="/build/root.js"/>' +
      '<script type="module">import "/build/root.js"</script></body>';
    expect(text(withLowPriorityModulePreloads(bytes(page)))).toBe(
      '<head><link rel="stylesheet" href="/build/a.css"/></head><body><p>Cars – “é”</p>' +
        '<link rel="modulepreload" fetchpriority="low" href="/build/entry.js"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/build/root.js"/>' +
        '<script type="module">import "/build/root.js"</script></body>',
    );
  });

  it("returns a page without preloads unchanged, also from inside a larger buffer", () => {
    const whole = bytes("xx<p>No scripts</p>yy");
    expect(text(withLowPriorityModulePreloads(whole.subarray(2, whole.byteLength - 2)))).toBe("<p>No scripts</p>");
  });
});
