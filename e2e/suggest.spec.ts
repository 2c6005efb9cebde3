import type { Page } from "@playwright/test";
import { expect, searchFormReady, test, visitAsTenant } from "./fixtures";
import { searchItemList } from "./json-ld";

/*
 * Suggestions as the shopper types: with JavaScript the search box is an ARIA combobox whose
 * listbox offers makes, models and body types with their counts; without it, the plain form.
 */

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Types `text` key by key, each time waiting for the list to answer it; the milliseconds each answer took, timed in the page. */
async function typeTimed(page: Page, text: string): Promise<number[]> {
  await page.evaluate(() => {
    const box = document.getElementById("search-query") as HTMLInputElement;
    const list = document.getElementById("search-query-suggestions")!;
    const times: Array<{ text: string; sent: number; answered?: number }> = [];
    const typed = () => box.value.replace(/\s+/g, " ").trim();
    // A space ends a word but asks the same again: the list then has nothing new to show.
    box.addEventListener("input", () => {
      if (typed() !== times.at(-1)?.text) times.push({ text: typed(), sent: performance.now() });
    });
    new MutationObserver(() => {
      const last = times.at(-1);
      if (last && last.answered === undefined && list.dataset.answers === last.text) last.answered = performance.now();
    }).observe(list, { attributes: true, childList: true, subtree: true });
    Object.assign(window, { suggestTimes: times });
  });
  for (const key of text) {
    await page.keyboard.type(key);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { suggestTimes: Array<{ answered?: number }> }).suggestTimes.at(-1)?.answered))
      .toBeDefined();
  }
  return page.evaluate(() =>
    (window as unknown as { suggestTimes: Array<{ sent: number; answered: number }> }).suggestTimes.map(
      ({ sent, answered }) => answered - sent,
    ),
  );
}

test.describe("suggestions in the search box", () => {
  test.use({ tenantSlug: "meridian-motor-group" });

  test("typing suggests models with their counts; the keyboard picks one and its search opens (without JavaScript, the plain search form)", async ({
    page,
    javaScriptEnabled,
    pageProblems,
  }) => {
    await visitAsTenant(page, "meridian-motor-group", "/search");
    await searchFormReady(page, javaScriptEnabled);
    if (!javaScriptEnabled) {
      const box = page.getByRole("searchbox", { name: "Search cars" });
      await expect(page.getByRole("combobox", { name: "Search cars" })).toHaveCount(0);
      await box.fill("Toyota");
      await box.press("Enter");
      await expect.poll(() => new URL(page.url()).searchParams.get("query")).toBe("Toyota");
      return;
    }

    const box = page.getByRole("combobox", { name: "Search cars" });
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await box.focus();
    const times = await typeTimed(page, "toyota hi");
    const listbox = page.getByRole("listbox", { name: "Suggestions" });
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await expect(box).toHaveAttribute("aria-controls", (await listbox.getAttribute("id"))!);
    const options = listbox.getByRole("option");
    await expect(options.first()).toHaveAccessibleName(/^Toyota Hi\w+, model, \d+ cars$/);
    const count = await options.count();
    await expect(page.getByRole("status").filter({ hasText: /suggestions?$/ })).toHaveText(
      count === 1 ? "1 suggestion" : `${count} suggestions`,
    );
    console.log(`suggestions after a keystroke: median ${median(times).toFixed(1)} ms over ${times.length} keystrokes (${times.map((t) => t.toFixed(0)).join(", ")})`);
    expect(median(times)).toBeLessThanOrEqual(100);

    // Arrow keys move the active option (aria-activedescendant), wrapping; Escape closes the list.
    await box.press("ArrowDown");
    const first = options.first();
    await expect(box).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
    await expect(first).toHaveAttribute("aria-selected", "true");
    await box.press("ArrowUp");
    await expect(options.last()).toHaveAttribute("aria-selected", "true");
    await box.press("Escape");
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(box).not.toHaveAttribute("aria-activedescendant");
    await expect(box).toHaveValue("toyota hi");
    await box.press("ArrowDown");
    await expect(first).toHaveAttribute("aria-selected", "true");

    const [, label, cars] = /^(.+), model, (\d+) cars$/.exec((await first.getAttribute("aria-label"))!)!;
    await box.press("Enter");
    await expect.poll(() => new URL(page.url()).searchParams.getAll("model")).toEqual([label!.slice("Toyota ".length)]);
    expect(new URL(page.url()).searchParams.getAll("make")).toEqual(["Toyota"]);
    expect(new URL(page.url()).searchParams.get("query")).toBeNull();
    // The count the option said is the count the search finds.
    await expect.poll(async () => (await searchItemList(page)).numberOfItems).toBe(Number(cars));
    await expect(page.getByRole("combobox", { name: "Search cars" })).toHaveValue("");
    expect(pageProblems).toEqual([]);
  });
});
