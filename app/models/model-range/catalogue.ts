import {
  type Accessory,
  type CatalogueModel,
  MODEL_URL_PATTERNS,
  type ModelRange,
  type ModelUrlPattern,
} from "~/tenants/fields/model-range";
import { slugify } from "~/models/slug";
import {
  MODEL_TABS,
  modelStatusLabel,
  modelTabs,
  modelsForTab,
  sortModels,
  tabsOfModel,
  type ModelTab,
  type VehicleModel,
} from "./model-menu";

/*
 * Where each model of a tenant's range (tenants/fields/model-range.ts, vehicle-page §3 Model,
 * Accessory model) lives: /models/{model-slug} "spelled models/toyota-{name};
 * models/new-toyota-{name}-vehicle for one dealer" (§2), or the model's override URL.
 */

/** §3 Accessory model: name, slug, image.url, accessories_count. */
export interface AccessoryModel {
  name: string;
  slug: string;
  image: { url: string } | null;
  accessories_count: number;
}

/** The model page's path segment under /models in the tenant's spelling. */
export function modelSegment(model: Pick<VehicleModel, "slug">, pattern: ModelUrlPattern): string {
  return pattern.replace("{slug}", model.slug);
}

/** Explore: the model's page, or its override URL when it has one (§2 routes). */
export function modelPagePath(model: Pick<VehicleModel, "slug" | "override_url">, pattern: ModelUrlPattern): string {
  return model.override_url ?? `/models/${modelSegment(model, pattern)}`;
}

/**
 * Our Stock: the model's override link if present (§2), else new stock of that make and
 * model. A query, not /search/{make}/{model}: the page stays a page when none is in stock.
 */
export function modelStockPath(model: Pick<VehicleModel, "name" | "override_url">, make: string): string {
  if (model.override_url) return model.override_url;
  return `/search/new-cars?${new URLSearchParams([["make", make], ["model", model.name]])}`;
}

/** Accessories of a model live under its own page: /models/{segment}/accessories. */
export function accessoriesPath(model: Pick<VehicleModel, "slug">, pattern: ModelUrlPattern): string {
  return `/models/${modelSegment(model, pattern)}/accessories`;
}

/**
 * The model a /models/{segment} (or /{segment}/accessories) address names. The tenant's own
 * spelling is canonical; the bare slug and the other spellings still find the model, so an
 * old link can be redirected rather than lost.
 */
export function findModel<T extends VehicleModel>(
  range: { models: readonly T[]; urlPattern: ModelUrlPattern },
  segment: string,
): { model: T; canonical: boolean } | undefined {
  for (const pattern of [range.urlPattern, ...MODEL_URL_PATTERNS]) {
    const model = range.models.find((candidate) => modelSegment(candidate, pattern) === segment);
    if (model) return { model, canonical: pattern === range.urlPattern };
  }
  return undefined;
}

/** The ?body= value of a tab ("SUVs & 4WDs" → "suvs-4wds"), as the tenants' menus link them. */
export function tabSlug(tab: ModelTab): string {
  return slugify(tab);
}

export function tabForSlug(value: string | null): ModelTab | undefined {
  return value ? MODEL_TABS.find((tab) => tabSlug(tab) === value) : undefined;
}

export function accessoriesOf(range: Pick<ModelRange, "accessories">, modelSlug: string): Accessory[] {
  return range.accessories.filter((accessory) => accessory.fits.includes(modelSlug));
}

/** The models that have accessories, in the range's order (§2 "accessories list per model"). */
export function accessoryModels(range: ModelRange): AccessoryModel[] {
  return sortModels(range.models)
    .map((model) => ({
      name: model.name,
      slug: model.slug,
      image: model.image,
      accessories_count: accessoriesOf(range, model.slug).length,
    }))
    .filter((model) => model.accessories_count > 0);
}

/** A model card as the dropdown and /models show it: plain data for the page. */
export interface ModelCard {
  name: string;
  slug: string;
  label: "Upcoming" | "All-New" | null;
  imageUrl: string | null;
  exploreHref: string;
  stockHref: string;
  tagline: string | null;
  priceFrom: number | null;
}

export interface ModelTabCards {
  tab: ModelTab;
  slug: string;
  cards: ModelCard[];
}

/** What the New Vehicles dropdown fetches when it opens (routes/api.model-menu.ts). */
export interface ModelMenuData {
  tabs: ModelTabCards[];
}

export function modelCard(model: CatalogueModel, range: Pick<ModelRange, "make" | "urlPattern">): ModelCard {
  return {
    name: model.name,
    slug: model.slug,
    label: modelStatusLabel(model),
    imageUrl: model.image?.url ?? null,
    exploreHref: modelPagePath(model, range.urlPattern),
    stockHref: modelStockPath(model, range.make),
    tagline: model.tagline ?? null,
    priceFrom: model.priceFrom ?? null,
  };
}

/**
 * The tabs with their cards (§2 "a tab shows only if some model belongs to it"; the fixed
 * model order, then alphabetical). The dropdown holds "10 cards under All Vehicles" (§9); the
 * /models page has room for the whole range.
 */
export function modelTabCards(range: ModelRange, { dropdown }: { dropdown: boolean }): ModelTabCards[] {
  const modelsOf = (tab: ModelTab) =>
    dropdown ? modelsForTab(range.models, tab) : sortModels(range.models.filter((model) => tabsOfModel(model).has(tab)));
  return modelTabs(range.models).map((tab) => ({
    tab,
    slug: tabSlug(tab),
    cards: modelsOf(tab).map((model) => modelCard(model, range)),
  }));
}

/** Where an offer's model link goes: the model's page in the tenant's range, if it has one. */
export function modelHrefFor(range: ModelRange | undefined): (model: { slug: string }) => string | null {
  return (ref) => {
    const model = range?.models.find((candidate) => candidate.slug === ref.slug);
    return model && range ? modelPagePath(model, range.urlPattern) : null;
  };
}
