import { expect, test, visitAsTenant } from "./fixtures";

/*
 * Cards' photos come in the widths of the image route's ladder (srcset, sizes), and a phone
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
    const srcset = (await first.getAttribute("srcset"))!;
    expect(srcset.split(", ").map((candidate) => candidate.split(" ")[1])).toEqual(["160w", "320w", "480w", "640w", "800w"]);
    expect(await first.getAttribute("sizes")).toContain("100vw");

    // 400 CSS px on a 1x screen: the 480 px rung, not the 640 px src.
    const current = new URL(await first.evaluate((img: HTMLImageElement) => img.currentSrc));
    expect(current.searchParams.get("w")).toBe("480");
    await expect.poll(() => photos.find((photo) => photo.url.href === current.href)).toBeTruthy();
    const downloaded = photos.find((photo) => photo.url.href === current.href)!;
    expect(downloaded.type).toBe("image/avif");
    expect(downloaded.bytes).toBeLessThanOrEqual(35_000);
    expect(photos.some((photo) => photo.url.searchParams.get("w") === "640")).toBe(false);
    expect(pageProblems).toEqual([]);
  });
});
