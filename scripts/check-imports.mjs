/**
 * node scripts/check-imports.mjs
 *
 * Checks the layer rules of docs/architecture.md ("Layers and import rules") on every import
 * of app/: static imports, `export ... from` and dynamic `import()`, type-only ones included,
 * with `~/` read as app/. Tests are left out: a test may reach across layers to set up what it
 * tests (a route's test imports its route).
 *
 * The imports that break a rule today are listed below as known exceptions, file to file, so
 * the check passes and fails on any new one. An exception that no longer exists fails the
 * check too, so the list only shrinks: delete its line when the import is fixed.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import ts from "typescript";

const SOURCE = /\.(ts|tsx|mjs|js)$/;
const TEST = /\.test\.(ts|tsx|mjs|js)$/;

/** Each rule: which importing files it covers, and which imported files it forbids them. */
export const RULES = [
  {
    name: "nothing imports a route",
    from: () => true,
    forbids: (to) => to.startsWith("app/routes/"),
  },
  {
    // A component's own .server twin (the parts loaded on demand, decisions 030 and 036) is
    // the component layer's server half, empty in the browser; any other .server module is not.
    name: "components never import routes, server/, db/ or a .server module",
    from: (file) => file.startsWith("app/components/"),
    forbids: (to) => /^app\/(routes|server|db)\//.test(to) || (isServerModule(to) && !to.startsWith("app/components/")),
  },
  {
    name: "adapters import nothing from models, routes, pages or components",
    from: (file) => file.startsWith("app/adapters/"),
    forbids: (to) => /^app\/(models|routes|pages|components)\//.test(to),
  },
  {
    // So the engine can be benchmarked and tested alone.
    name: "the search engine imports nothing from the app outside itself",
    from: (file) => file.startsWith(ENGINE),
    forbids: (to) => !to.startsWith(ENGINE),
  },
  {
    name: "tenants import nothing from models or pages",
    from: (file) => file.startsWith("app/tenants/"),
    forbids: (to) => /^app\/(models|pages)\//.test(to),
  },
  {
    // A migration must run the same way forever; today's tenant list and models change.
    name: "migrations import nothing from tenants or models",
    from: (file) => file.startsWith("app/db/migrations/"),
    forbids: (to) => /^app\/(tenants|models)\//.test(to),
  },
  {
    name: "models import nothing from routes, pages, components or styles",
    from: (file) => file.startsWith("app/models/"),
    forbids: (to) => /^app\/(routes|pages|components|styles)\//.test(to),
  },
  {
    // An adapter's insides can change with the outside service; its port cannot.
    name: "models reach an adapter through its index.server.ts or port.ts",
    from: (file) => file.startsWith("app/models/"),
    forbids: (to) => to.startsWith("app/adapters/") && !/^app\/adapters\/[^/]+\/(index\.server|port)\.ts$/.test(to),
  },
  {
    // Reading a request and answering with a Response, cookie or redirect is a page service's
    // work (app/pages/); a model that needs a same-site path takes it from utils/.
    name: "models never import the HTTP helpers, form bodies or cookies of server/",
    from: (file) => file.startsWith("app/models/"),
    forbids: (to) => /^app\/server\/(http|form-body|visit|[^/]*cookie[^/]*)(\.server)?\.ts$/.test(to),
  },
  {
    name: "utils/ imports nothing from the app outside itself",
    from: (file) => file.startsWith("app/utils/"),
    forbids: (to) => !to.startsWith("app/utils/"),
  },
  {
    name: "server/ (HTTP helpers) imports nothing from models, pages, routes or components",
    from: (file) => file.startsWith("app/server/"),
    forbids: (to) => /^app\/(models|pages|routes|components)\//.test(to),
  },
];

const ENGINE = "app/adapters/search/engine/";

function isServerModule(file) {
  return /\.server\.(ts|tsx|mjs|js)$/.test(file);
}

/**
 * Imports that break a rule today, each "importing file -> imported file" with the reason it
 * is still there. Fix the import, then delete its line.
 */
export const KNOWN_EXCEPTIONS = new Map([
  // Past the search port, into the engine's REST API.
  ["app/models/search-api/scope.ts -> app/adapters/search/engine/index.ts", "the engine's REST API, not behind the port"],
  ["app/models/stock/feeds/run.server.ts -> app/adapters/images/hosts.ts", "the allowed image hosts, not behind the port"],
  // Types only (erased from the bundle), but from a module that reads the request.
  ["app/components/appointments/ServiceBookingView.tsx -> app/pages/appointments/service-booking.server.ts", "a page's type"],
  ["app/components/content/BlogList.tsx -> app/models/content/content.server.ts", "a page's type"],
  ["app/components/content/ServicePageView.tsx -> app/models/service/service-pages.server.ts", "a page's type"],
  // A second address for a page re-exports the first one's route module.
  ["app/routes/apply-for-finance.tsx -> app/routes/finance.tsx", "an alias address"],
  ["app/routes/finance-enquiry.tsx -> app/routes/finance.tsx", "an alias address"],
  ["app/routes/cars.$slug_.buy-online.tsx -> app/routes/cars.$slug_.checkout.tsx", "an alias address"],
  ["app/routes/cars.trade-in.tsx -> app/routes/trade-in.tsx", "an alias address"],
  ["app/routes/sell-my-car.tsx -> app/routes/trade-in.tsx", "an alias address"],
  ["app/routes/sell-your-car.tsx -> app/routes/trade-in.tsx", "an alias address"],
  ["app/routes/contact.tsx -> app/routes/contact-us.tsx", "an alias address"],
]);

/** The rules an import from `from` to `to` (both paths from the repository's root) breaks. */
export function brokenRules(from, to) {
  return RULES.filter((rule) => rule.from(from) && rule.forbids(to) && from !== to).map((rule) => rule.name);
}

/** The module specifiers a source file imports: static, `export ... from`, dynamic `import()`. */
export function importSpecifiers(source) {
  return ts.preProcessFile(source, true, true).importedFiles.map((file) => file.fileName);
}

const EXTENSIONS = ["", ".ts", ".tsx", ".mjs", ".js", "/index.ts", "/index.tsx"];

/**
 * The app file a specifier names, as a path from `root`, or null for a package or a file
 * outside app/ (neither is a layer).
 */
export function resolveSpecifier(specifier, importer, root, exists = (file) => fs.existsSync(file)) {
  let base;
  if (specifier.startsWith("~/")) base = path.join(root, "app", specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(path.join(root, importer)), specifier);
  else return null;
  const stem = base.replace(/\.js$/, "");
  for (const candidate of [base, ...EXTENSIONS.map((extension) => stem + extension)]) {
    if (SOURCE.test(candidate) && exists(candidate)) {
      const relative = path.relative(root, candidate).split(path.sep).join("/");
      return relative.startsWith("app/") ? relative : null;
    }
  }
  return null;
}

function appSources(root) {
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const file = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(file);
      else if (SOURCE.test(entry.name) && !TEST.test(entry.name) && !entry.name.endsWith(".d.ts")) files.push(file);
    }
  };
  walk("app");
  return files.sort();
}

/** Every import of app/ that breaks a rule, as "from -> to" with the rules it breaks. */
export function findViolations(root) {
  const violations = new Map();
  for (const from of appSources(root)) {
    const source = fs.readFileSync(path.join(root, from), "utf8");
    for (const specifier of importSpecifiers(source)) {
      const to = resolveSpecifier(specifier, from, root);
      if (!to) continue;
      const broken = brokenRules(from, to);
      if (broken.length > 0) violations.set(`${from} -> ${to}`, broken);
    }
  }
  return violations;
}

/** The check's verdict: new violations, and exceptions listed that no longer occur. */
export function compareWithExceptions(violations, exceptions = KNOWN_EXCEPTIONS) {
  return {
    unexpected: [...violations].filter(([pair]) => !exceptions.has(pair)),
    stale: [...exceptions.keys()].filter((pair) => !violations.has(pair)),
  };
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const started = performance.now();
  const { unexpected, stale } = compareWithExceptions(findViolations(root));
  for (const [pair, broken] of unexpected) console.error(`import rule broken: ${pair} (${broken.join("; ")})`);
  for (const pair of stale) {
    console.error(`known exception no longer found: ${pair}; delete it from KNOWN_EXCEPTIONS in scripts/check-imports.mjs`);
  }
  if (unexpected.length > 0 || stale.length > 0) {
    console.error("The layer rules are in docs/architecture.md, \"Layers and import rules\".");
    process.exit(1);
  }
  console.log(`import rules hold (${KNOWN_EXCEPTIONS.size} known exceptions, ${Math.round(performance.now() - started)} ms)`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
