import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { brokenRules, compareWithExceptions, findViolations, importSpecifiers, resolveSpecifier } from "./check-imports.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

describe("the layer rules", () => {
  it.each([
    ["app/components/header/MainNav.tsx", "app/routes/menu.tsx"],
    ["app/models/search/page.ts", "app/routes/search.$.tsx"],
    ["app/components/search/FilterPanel.tsx", "app/server/nonce.ts"],
    ["app/components/car/CarCard.tsx", "app/db/schema.ts"],
    ["app/components/content/BlogList.tsx", "app/models/content/content.server.ts"],
    ["app/adapters/mail/eml.server.ts", "app/models/leads/message.ts"],
    ["app/adapters/search/algolia.server.ts", "app/components/search/Hits.tsx"],
    ["app/adapters/search/engine/store.ts", "app/models/search/settings.ts"],
    ["app/adapters/search/engine/store.ts", "app/adapters/search/port.ts"],
    ["app/tenants/presets.ts", "app/models/car/listing.ts"],
    ["app/tenants/sites/apex.ts", "app/pages/search/search-page.server.ts"],
    ["app/db/migrations/0008_cars_website_id.ts", "app/tenants/index.ts"],
    ["app/db/migrations/0020_x.ts", "app/models/car/car.ts"],
    ["app/models/search/search.server.ts", "app/pages/search/search-page.server.ts"],
    ["app/models/car/brochure/theme.ts", "app/styles/contrast.ts"],
    ["app/models/search/index-file.server.ts", "app/adapters/search/engine/snapshot.ts"],
    ["app/server/visit-cookie.server.ts", "app/models/leads/visit.ts"],
    ["app/models/auth/redirects.ts", "app/server/http.ts"],
    ["app/models/leads/submit.server.ts", "app/server/form-body.ts"],
    ["app/models/leads/visit.ts", "app/server/visit.ts"],
    ["app/utils/colour.ts", "app/styles/themes.ts"],
  ])("refuses %s -> %s", (from, to) => {
    expect(brokenRules(from, to)).not.toEqual([]);
  });

  it.each([
    ["app/routes/search.$.tsx", "app/models/search/search-page.server.ts"],
    ["app/routes/search.$.tsx", "app/components/search/Hits.tsx"],
    ["app/pages/search/search-page.server.ts", "app/models/search/state.ts"],
    ["app/components/car/CarCard.tsx", "app/models/car/display.ts"],
    ["app/components/car/CarCard.tsx", "app/styles/shared.css.ts"],
    ["app/components/leads/CarLeadFormsOnDemand.tsx", "app/components/leads/CarLeadForms.server.ts"],
    ["app/models/search/search.server.ts", "app/adapters/search/index.server.ts"],
    ["app/models/search/search.server.ts", "app/adapters/search/port.ts"],
    ["app/models/car/car.ts", "app/tenants/schema.ts"],
    ["app/adapters/search/engine/store.ts", "app/adapters/search/engine/bitset.ts"],
    ["app/adapters/search/index.server.ts", "app/adapters/search/engine/index.ts"],
    ["app/tenants/sites/apex.ts", "app/tenants/fields/places.ts"],
    ["app/db/migrations/0020_x.ts", "app/db/schema.ts"],
  ])("allows %s -> %s", (from, to) => {
    expect(brokenRules(from, to)).toEqual([]);
  });
});

describe("reading imports", () => {
  it("finds static, re-exported, type-only and dynamic imports, not those in comments or strings", () => {
    const source = [
      'import { a } from "~/models/a";',
      'import type { B } from "./b";',
      'export { c } from "../c";',
      'const d = () => import("~/components/d");',
      '// import { e } from "~/routes/e";',
      'const text = "import { f } from \'~/routes/f\'";',
    ].join("\n");
    expect(importSpecifiers(source)).toEqual(["~/models/a", "./b", "../c", "~/components/d"]);
  });

  it("reads ~/ as app/ and a relative path from the importer, and ignores packages", () => {
    const files = new Set([path.join(root, "app/models/car/car.ts"), path.join(root, "app/tenants/index.ts")]);
    const exists = (file: string) => files.has(file);
    expect(resolveSpecifier("~/models/car/car", "app/routes/x.tsx", root, exists)).toBe("app/models/car/car.ts");
    expect(resolveSpecifier("../../tenants", "app/db/migrations/0008.ts", root, exists)).toBe("app/tenants/index.ts");
    expect(resolveSpecifier("zod", "app/models/car/car.ts", root, exists)).toBeNull();
  });
});

describe("the known exceptions", () => {
  it("fails on a new violation and on an exception that no longer occurs", () => {
    const violations = new Map([
      ["app/a.ts -> app/routes/b.tsx", ["nothing imports a route"]],
      ["app/c.ts -> app/routes/d.tsx", ["nothing imports a route"]],
    ]);
    const exceptions = new Map([
      ["app/a.ts -> app/routes/b.tsx", "listed"],
      ["app/e.ts -> app/routes/f.tsx", "fixed since"],
    ]);
    const { unexpected, stale } = compareWithExceptions(violations, exceptions);
    expect(unexpected.map(([pair]) => pair)).toEqual(["app/c.ts -> app/routes/d.tsx"]);
    expect(stale).toEqual(["app/e.ts -> app/routes/f.tsx"]);
  });

  it("match this tree exactly: no new violation, no exception left over", () => {
    const { unexpected, stale } = compareWithExceptions(findViolations(root));
    expect(unexpected).toEqual([]);
    expect(stale).toEqual([]);
  });
});
