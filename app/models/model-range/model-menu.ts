/*
 * The New Vehicles model dropdown of the manufacturer-branded dealers (vehicle-page §2
 * Header and menus, §3 Model, §4 Model status label, §9 Model dropdown).
 */

/** §3 Model: the manufacturer's model as the models feed gives it. */
export interface VehicleModel {
  name: string;
  slug: string;
  /** "coming_soon" means Upcoming, any other set status means All-New (§3). */
  status: string | null;
  image: { url: string } | null;
  override_url: string | null;
  /** Category names, matched against the dropdown's tabs. */
  manufacturer_body: string | null;
  manufacturer_body2: string | null;
  manufacturer_body3: string | null;
}

/** Where the header fetches the dropdown's cards when it first opens (routes/api.model-menu.ts). */
export const MODEL_MENU_PATH = "/api/model-menu";

/** §2: the dropdown's category tabs, in this order. */
export const MODEL_TABS = [
  "All Vehicles",
  "Hatch & sedans",
  "SUVs & 4WDs",
  "Utes & Vans",
  "GR & performance",
  "Electrified",
  "Discontinued",
  "Upcoming",
] as const;
export type ModelTab = (typeof MODEL_TABS)[number];

/** §9: "10 cards under All Vehicles". */
export const ALL_VEHICLES_CARD_LIMIT = 10;
/** §9: the dropdown "scrolls above 6" cards. */
export const MODEL_DROPDOWN_SCROLL_ABOVE = 6;

/**
 * §9: "Model sort uses a fixed order starting bZ4X, Prado, C-HR, Yaris and ending GR Supra".
 * The spec names only those ends; the models between them are our reading of the Toyota
 * range (small to large, then commercial, then GR), not the spec's.
 */
export const MODEL_ORDER = [
  "bZ4X",
  "Prado",
  "C-HR",
  "Yaris",
  "Yaris Cross",
  "Corolla",
  "Corolla Cross",
  "Camry",
  "RAV4",
  "Kluger",
  "LandCruiser 300",
  "LandCruiser 70",
  "HiLux",
  "HiAce",
  "Granvia",
  "Fortuner",
  "Coaster",
  "Tundra",
  "GR86",
  "GR Yaris",
  "GR Corolla",
  "GR Supra",
] as const;

const COMING_SOON = "coming_soon";
const normalise = (text: string) => text.trim().toLowerCase();
const orderIndex = new Map<string, number>(MODEL_ORDER.map((name, index) => [normalise(name), index]));
const byName = new Intl.Collator("en-AU", { sensitivity: "base", numeric: true });

/** §9: models in the fixed order; "unlisted last, alphabetical". Names match case-insensitively. */
export function sortModels<T extends Pick<VehicleModel, "name">>(models: readonly T[]): T[] {
  const rank = (model: T) => orderIndex.get(normalise(model.name)) ?? MODEL_ORDER.length;
  return [...models].sort((a, b) => rank(a) - rank(b) || byName.compare(a.name, b.name));
}

/**
 * The category tabs a model belongs to: those named by its manufacturer_body, 2 or 3, and
 * Upcoming when its status is coming_soon. All Vehicles holds every model but the
 * Discontinued ones: a shopper browsing the range expects what can be bought or ordered.
 */
export function tabsOfModel(model: VehicleModel): Set<ModelTab> {
  const categories = new Set(
    [model.manufacturer_body, model.manufacturer_body2, model.manufacturer_body3]
      .filter((category): category is string => Boolean(category))
      .map(normalise),
  );
  const tabs = new Set(MODEL_TABS.filter((tab) => categories.has(normalise(tab))));
  if (model.status === COMING_SOON) tabs.add("Upcoming");
  if (!tabs.has("Discontinued")) tabs.add("All Vehicles");
  return tabs;
}

/** §2: the tabs in their order, "a tab shows only if some model belongs to it". */
export function modelTabs(models: readonly VehicleModel[]): ModelTab[] {
  const present = new Set(models.flatMap((model) => [...tabsOfModel(model)]));
  return MODEL_TABS.filter((tab) => present.has(tab));
}

/** The cards of a tab, sorted (§9); All Vehicles shows at most 10. */
export function modelsForTab<T extends VehicleModel>(models: readonly T[], tab: ModelTab): T[] {
  const sorted = sortModels(models.filter((model) => tabsOfModel(model).has(tab)));
  return tab === "All Vehicles" ? sorted.slice(0, ALL_VEHICLES_CARD_LIMIT) : sorted;
}

/** §4: "coming_soon shows Upcoming; other set status shows All-New"; no status, no label. */
export function modelStatusLabel(model: Pick<VehicleModel, "status">): "Upcoming" | "All-New" | null {
  if (!model.status) return null;
  return model.status === COMING_SOON ? "Upcoming" : "All-New";
}
