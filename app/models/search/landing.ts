import { slugify } from "~/models/slug";
import type { PublicTenant } from "~/tenants/public";
import type { RefinementKey } from "./state";

/**
 * Search landing pages (search-journey §2): /search, /search/used-cars, /search/new-cars,
 * /search/demo-cars, /search/new-and-demo-cars, /search/new-used-and-demo-cars,
 * /search/{body}-cars, /search/{make}, /search/{make}/{model}. Each fixes some refinements
 * and has its own title, heading and description.
 */
export interface Landing {
  path: string;
  refinements: Partial<Record<RefinementKey, string[]>>;
  heading: string;
  title: string;
  description: string;
}

const CAR_TYPE_PATHS: Record<string, string[]> = {
  "used-cars": ["used"],
  "new-cars": ["new"],
  "demo-cars": ["demo"],
  "new-and-demo-cars": ["new", "demo"],
  "new-used-and-demo-cars": ["new", "demo", "used"],
};

/** Body slugs of /search/{body}-cars and the body facet value each stands for. */
export const BODY_SLUGS: Record<string, string> = {
  suv: "SUV",
  sedan: "Sedan",
  hatch: "Hatch",
  ute: "Ute",
  wagon: "Wagon",
  van: "Van",
  "cab-chassis": "Cab Chassis",
  coupe: "Coupe",
  convertible: "Convertible",
  "people-mover": "People Mover",
};


const TYPE_WORDS: Record<string, string> = { new: "New", demo: "Demo", used: "Used" };

function typePhrase(types: string[], noun: string): string {
  if (types.length === 3) return `New, demo and used ${noun}`;
  return `${types.map((type, i) => (i === 0 ? TYPE_WORDS[type]! : TYPE_WORDS[type]!.toLowerCase())).join(" and ")} ${noun}`;
}

/**
 * The landing of a make or of one of its models: /search/{make}, /search/{make}/{model}, the
 * slugs describeLanding matches against the facet values ("Mercedes-Benz GLC" →
 * /search/mercedes-benz/glc).
 */
export function makeLandingPath(make: string, model?: string): string {
  return model ? `/search/${slugify(make)}/${slugify(model)}` : `/search/${slugify(make)}`;
}

/** What a landing path asks for before any facet lookup: a type, a body, or make/model slugs. */
export type LandingRequest =
  | { kind: "all" }
  | { kind: "type"; types: string[]; segment: string }
  | { kind: "body"; body: string; segment: string }
  | { kind: "make"; makeSlug: string; modelSlug?: string };

export function parseLandingPath(splat: string | undefined): LandingRequest | null {
  const segments = (splat ?? "").split("/").filter(Boolean).map((s) => s.toLowerCase());
  if (segments.length === 0) return { kind: "all" };
  const [first, second, ...rest] = segments as [string, string | undefined, ...string[]];
  if (rest.length > 0) return null;
  // Own keys only: /search/constructor must not find Object.prototype's constructor.
  if (!second && Object.hasOwn(CAR_TYPE_PATHS, first)) {
    return { kind: "type", types: CAR_TYPE_PATHS[first]!, segment: first };
  }
  const body = /^(.+)-cars$/.exec(first)?.[1];
  if (!second && body && Object.hasOwn(BODY_SLUGS, body)) return { kind: "body", body: BODY_SLUGS[body]!, segment: first };
  if (!/^[a-z0-9-]+$/.test(first) || (second && !/^[a-z0-9-]+$/.test(second))) return null;
  return { kind: "make", makeSlug: first, ...(second && { modelSlug: second }) };
}

/**
 * The landing for a parsed path. Make and model slugs are matched against the tenant's make
 * and make_model facet values (so "mercedes-benz" finds "Mercedes-Benz"); null when no stock
 * of this dealer has that make or model, which the route answers with 404.
 */
export function describeLanding(
  request: LandingRequest,
  tenant: PublicTenant,
  facets: { make?: Record<string, number>; make_model?: Record<string, number> },
): Landing | null {
  const noun = tenant.labels.stockNoun;
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  const where = `${tenant.address.city} ${tenant.address.state}`;
  const describe = (label: string): Pick<Landing, "heading" | "title" | "description"> => ({
    heading: `${label} for sale`,
    title: `${label} for sale in ${where} | ${tenant.name}`,
    description: `Browse ${label.toLowerCase()} for sale at ${tenant.name} in ${where}. Search, filter and enquire online.`,
  });
  switch (request.kind) {
    case "all":
      return { path: "/search", refinements: {}, ...describe(Noun) };
    case "type":
      return {
        path: `/search/${request.segment}`,
        refinements: { car_type: request.types },
        ...describe(typePhrase(request.types, noun)),
      };
    case "body":
      return { path: `/search/${request.segment}`, refinements: { body: [request.body] }, ...describe(`${request.body} ${noun}`) };
    case "make": {
      const make = Object.keys(facets.make ?? {}).find((value) => slugify(value) === request.makeSlug);
      if (!make) return null;
      if (!request.modelSlug) {
        return { path: `/search/${request.makeSlug}`, refinements: { make: [make] }, ...describe(`${make} ${noun}`) };
      }
      const makeModel = Object.keys(facets.make_model ?? {}).find(
        (value) => value.startsWith(`${make} `) && slugify(value.slice(make.length + 1)) === request.modelSlug,
      );
      if (!makeModel) return null;
      const model = makeModel.slice(make.length + 1);
      return {
        path: `/search/${request.makeSlug}/${request.modelSlug}`,
        refinements: { make: [make], model: [model] },
        ...describe(`${make} ${model} ${noun}`),
      };
    }
  }
}

/**
 * The search a landing runs for the shopper's state, and the shopper's state as the page shows
 * it. A type path's types bound the search (search-journey §2, §4): a ticked type narrows
 * within them, and a type the path excludes is dropped (the page redirects to the URL without
 * it). The other fixed refinements (a make's, a body's) join the shopper's as before.
 */
export function landingSearch<State extends { refinements: Partial<Record<RefinementKey, string[]>> }>(
  landing: Pick<Landing, "refinements">,
  shopper: State,
): { shown: State; searched: State; excludedTypes: string[] } {
  const pathTypes = landing.refinements.car_type;
  const shownRefinements = { ...shopper.refinements };
  const excludedTypes = pathTypes ? (shopper.refinements.car_type ?? []).filter((type) => !pathTypes.includes(type)) : [];
  if (excludedTypes.length > 0) {
    const within = shownRefinements.car_type!.filter((type) => pathTypes!.includes(type));
    if (within.length > 0) shownRefinements.car_type = within;
    else delete shownRefinements.car_type;
  }
  const searchedRefinements = { ...shownRefinements };
  for (const [key, values] of Object.entries(landing.refinements) as [RefinementKey, string[]][]) {
    const current = searchedRefinements[key] ?? [];
    searchedRefinements[key] = key === "car_type" && current.length > 0 ? current : [...new Set([...values, ...current])];
  }
  return {
    shown: { ...shopper, refinements: shownRefinements },
    searched: { ...shopper, refinements: searchedRefinements },
    excludedTypes,
  };
}

/**
 * A search's facet counts as a landing offers them: a type path lists its own types only, as
 * the Type filter's disjunctive count (which leaves the type refinement out) counts them all.
 */
export function landingFacets(
  landing: Pick<Landing, "refinements">,
  facets: Record<string, Record<string, number>>,
): Record<string, Record<string, number>> {
  const pathTypes = landing.refinements.car_type;
  const counts = facets.car_type;
  if (!pathTypes || !counts) return facets;
  return {
    ...facets,
    car_type: Object.fromEntries(Object.entries(counts).filter(([type]) => pathTypes.includes(type))),
  };
}
