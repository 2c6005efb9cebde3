import { expect, test, visitAsTenant } from "./fixtures";

/*
 * Cards' photos come in two widths of the image route's ladder (src 1x, srcset 2x), and a phone
 * takes the small one, re-encoded in the format its browser names: the same with JavaScript
 * or without, since the browser chooses from the server's HTML.
 */
test.describe("card photos on a phone", () => {
  test.use({ viewport: { width: 400, height: 860 }, deviceScaleFactor: 1 });

  test("come with a srcset, and the phone downloads the small variant", async ({ page, pageProblems }) => {
    const photos: { url: URL; type: string | undefined; bytes: number }[] = [];
    page.on("response", async (response) => {
      const url = new URL(response.url());
      if (url.pathname !== "/images" || response.status() !== 200) return;
      photos.push({ url, type: response.headers()["content-type"], bytes: (await response.body()).byteLength });
    });
    await visitAsTenant(page, "meridian-motor-group", "/search");
    const first = page.locator("article[data-car-id] img[srcset]").first();
    await expect(first).toBeVisible();
    // The 1x screen's rung as src, the 2x screen's as the candidate (a card is at most 400 px wide).
    expect(new URL((await first.getAttribute("src"))!, "http://x").searchParams.get("w")).toBe("480");
    expect(await first.getAttribute("srcset")).toMatch(/&w=800&q=75 2x$/);

    // 400 CSS px on a 1x screen: the 480 px rung, never the 2x one or the spec's default 640.
    const current = new URL(await first.evaluate((img: HTMLImageElement) => img.currentSrc));
    expect(current.searchParams.get("w")).toBe("480");
    await expect.poll(() => photos.find((photo) => photo.url.href === current.href)).toBeTruthy();
    const downloaded = photos.find((photo) => photo.url.href === current.href)!;
    expect(downloaded.type).toBe("image/avif");
    expect(downloaded.bytes).toBeLessThanOrEqual(35_000);
    expect(photos.some((photo) => ["640", "800"].includes(photo.url.searchParams.get("w")!))).toBe(false);
    expect(pageProblems).toEqual([]);
  });
});
