import { expect, test } from "./fixtures";
import { firstCarPath } from "./json-ld";

/**
 * The vehicle page on the commonest small laptop (1366 x 768, about 657 px of page under the
 * browser's bars): Brightlane's sidebar, six actions and three cards, is taller than that,
 * and stuck at the top it hid its lower cards until the end of the details. Run with
 * JavaScript on and off (the projects).
 */

test.use({ viewport: { width: 1366, height: 657 } });

test("on a 1366 x 768 laptop Brightlane's vehicle sidebar follows the shopper within the screen, and all of it can be reached", async ({ page }) => {
  await page.goto(await firstCarPath(page, "brightlane-cars", "status=in_stock"));
  const sidebar = page.getByRole("complementary", { name: "Actions" });
  await page.evaluate(() => window.scrollTo({ top: 1500, behavior: "instant" }));
  await expect(sidebar.getByRole("link").first(), "the first action follows").toBeInViewport({ ratio: 1 });
  const box = (await sidebar.boundingBox())!;
  expect(box.y + box.height, "the sidebar ends on the screen").toBeLessThanOrEqual(657);

  // The wheel over the sidebar brings its last card up while it is still stuck (on main the
  // page scrolled under it and the card stayed below the screen until the details ended).
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, 300);
  await expect(sidebar.getByRole("link", { name: "Download PDF" })).toBeInViewport({ ratio: 1 });
});
