import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContentStore, MAX_CONTENT_NAME_LENGTH } from "./content.server";

const tenant = {
  slug: "gumleaf-caravans",
  name: "Gumleaf Caravans",
  phones: { main: "08 9555 0600" },
  address: { street: "16 Paramount Drive", city: "Wangara", state: "WA" as const, postcode: "6065" },
};

let root = "";

async function write(relative: string, text: string) {
  await mkdir(path.dirname(path.join(root, relative)), { recursive: true });
  await writeFile(path.join(root, relative), text);
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "content-"));
  await write("_default/privacy-policy.md", "---\ntitle: Privacy Policy\n---\n{{dealerName}} will respond within 30 days.\n");
  await write("_default/terms-and-conditions.md", "---\ntitle: Terms\n---\nShared terms.\n");
  await write("gumleaf-caravans/terms-and-conditions.md", "---\ntitle: Gumleaf terms\n---\nOur own terms.\n");
  await write("gumleaf-caravans/pages/towing-tips.md", "---\ntitle: Towing tips\ndescription: Tow safely\n---\nCheck your ball weight.\n");
  await write("gumleaf-caravans/blog/older.md", "---\ntitle: Older\ndate: 2026-01-10\ncategory: vehicle-reviews\n---\nA.\n");
  await write("gumleaf-caravans/blog/newer.md", "---\ntitle: Newer\ndate: 2026-05-01\n---\nB.\n");
  await write(
    "_default/about-us.md",
    "---\ntitle: About {{dealerName}}\ndescription: Call {{phone}}\n---\n# About\n\nQuestions? Call us on {{phone}} or [find us](/contact-us).\n\n- Sales: **{{phone}}**\n- [Ring {{phone}}](tel:{{phone}})\n",
  );
  await write("secret.md", "---\ntitle: Secret\n---\nNot a page.\n");
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("the content store", () => {
  const store = () => createContentStore(root);

  it("renders a tenant's page with its front matter", async () => {
    expect(await store().page(tenant, "pages", "towing-tips")).toEqual({
      title: "Towing tips",
      description: "Tow safely",
      article: [{ html: "<p>Check your ball weight.</p>\n" }],
    });
  });

  it("prefers the tenant's own file to the shared default", async () => {
    expect((await store().page(tenant, "terms-and-conditions"))?.title).toBe("Gumleaf terms");
  });

  it("falls back to the shared default, filled with the dealer's name", async () => {
    expect((await store().page(tenant, "privacy-policy"))?.article[0]).toEqual({
      html: "<p>Gumleaf Caravans will respond within 30 days.</p>\n",
    });
  });

  it("has no page for an unknown name or a name that tries to leave the folder", async () => {
    expect(await store().page(tenant, "pages", "no-such-page")).toBeNull();
    expect(await store().page(tenant, "..", "secret")).toBeNull();
    expect(await store().page(tenant, "pages", "../../secret")).toBeNull();
  });

  it("lists the blog newest first and renders one post", async () => {
    expect((await store().blogPosts(tenant)).map((post) => post.slug)).toEqual(["newer", "older"]);
    expect((await store().blogPost(tenant, "older"))?.article).toEqual([{ html: "<p>A.</p>\n" }]);
    expect(await store().blogPost(tenant, "missing")).toBeNull();
  });

  it("lists one section of the blog by the posts' category (/blog/vehicle-reviews)", async () => {
    expect((await store().blogPosts(tenant, "vehicle-reviews")).map((post) => post.slug)).toEqual(["older"]);
    expect(await store().blogPosts(tenant, "no-such-section")).toEqual([]);
  });

  it("has an empty blog for a tenant without posts", async () => {
    expect(await store().blogPosts({ ...tenant, slug: "nobody" })).toEqual([]);
  });

  it("has no page, rather than a file system error, for a name too long to be a file", async () => {
    expect(await store().page(tenant, "pages", "a".repeat(300))).toBeNull();
    expect(await store().page(tenant, "pages", "a".repeat(MAX_CONTENT_NAME_LENGTH + 1))).toBeNull();
  });
});

describe("the cached content store (production)", () => {
  it("does not keep a miss: a page added later is found", async () => {
    const cached = createContentStore(root, { cache: true });
    expect(await cached.page(tenant, "pages", "late-page")).toBeNull();
    await write("gumleaf-caravans/pages/late-page.md", "---\ntitle: Late\n---\nHere now.\n");
    expect((await cached.page(tenant, "pages", "late-page"))?.title).toBe("Late");
  });

  it("keeps a found page until more than its limit of others are read", async () => {
    const cached = createContentStore(root, { cache: true, cacheLimit: 2 });
    for (const name of ["first", "second", "third"]) {
      await write(`gumleaf-caravans/pages/${name}.md`, `---\ntitle: ${name} v1\n---\n`);
    }
    for (const name of ["first", "second", "third"]) await cached.page(tenant, "pages", name);
    for (const name of ["first", "second", "third"]) {
      await write(`gumleaf-caravans/pages/${name}.md`, `---\ntitle: ${name} v2\n---\n`);
    }
    // "first" was evicted (read again from disk); "third" is still the cached version.
    expect((await cached.page(tenant, "pages", "third"))?.title).toBe("third v1");
    expect((await cached.page(tenant, "pages", "first"))?.title).toBe("first v2");
  });
});

describe("{{phone}} on a tenant that masks numbers (search-journey §4: \"03 95… Show number\")", () => {
  const store = () => createContentStore(root);
  const masked = { ...tenant, phoneMasked: true };
  const everything = (page: Awaited<ReturnType<ReturnType<typeof store>["page"]>>) => JSON.stringify(page);

  it("holds no full number until revealed, in the article or the front matter", async () => {
    const page = await store().page(masked, "about-us");
    expect(everything(page)).not.toContain("08 9555 0600");
    expect(everything(page)).not.toContain("0895550600");
    expect(page?.description).toBe("Call 08 95…");
    expect(page?.title).toBe("About Gumleaf Caravans");
  });

  it("puts a Show number button where a paragraph's text names the number", async () => {
    const page = await store().page(masked, "about-us");
    expect(page?.article).toContainEqual({
      paragraph: [
        "Questions? Call us on ",
        { phone: "08 95…", masked: true, source: "phones:main" },
        ' or <a href="/contact-us">find us</a>.',
      ],
    });
  });

  it("shows the masked text where the number is inside emphasis or a link", async () => {
    const html = (await store().page(masked, "about-us"))!.article.map((part) => ("html" in part ? part.html : "")).join("");
    expect(html).toContain("<strong>08 95…</strong>");
    expect(html).toContain("Ring 08 95…");
  });

  it("shows the full number to dial once revealed, and on a tenant that does not mask", async () => {
    for (const shown of [{ ...tenant, phoneMasked: false }, tenant]) {
      const page = await store().page(shown, "about-us");
      expect(page?.article).toContainEqual({
        paragraph: [
          "Questions? Call us on ",
          { phone: "08 9555 0600", masked: false, source: "phones:main" },
          ' or <a href="/contact-us">find us</a>.',
        ],
      });
      const html = page!.article.map((part) => ("html" in part ? part.html : "")).join("");
      expect(html).toContain("<strong>08 9555 0600</strong>");
    }
  });

  it("keeps a page that names no number in one piece", async () => {
    const page = await store().page(tenant, "pages", "first");
    expect(page?.article).toHaveLength(1);
  });
});
