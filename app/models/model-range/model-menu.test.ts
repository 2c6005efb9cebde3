import { describe, expect, it } from "vitest";
import {
  ALL_VEHICLES_CARD_LIMIT,
  MODEL_ORDER,
  modelStatusLabel,
  modelTabs,
  modelsForTab,
  sortModels,
  tabsOfModel,
  type VehicleModel,
} from "./model-menu";

const model = (name: string, overrides: Partial<VehicleModel> = {}): VehicleModel => ({
  name,
  slug: `toyota-${name.toLowerCase().replace(/\s+/g, "-")}`,
  status: null,
  image: null,
  override_url: null,
  manufacturer_body: null,
  manufacturer_body2: null,
  manufacturer_body3: null,
  ...overrides,
});
const names = (models: readonly VehicleModel[]) => models.map((shown) => shown.name);

describe("sortModels", () => {
  it('uses the fixed order "starting bZ4X, Prado, C-HR, Yaris and ending GR Supra" (§9)', () => {
    expect(MODEL_ORDER.slice(0, 4)).toEqual(["bZ4X", "Prado", "C-HR", "Yaris"]);
    expect(MODEL_ORDER.at(-1)).toBe("GR Supra");
    expect(names(sortModels([model("GR Supra"), model("Yaris"), model("C-HR"), model("bZ4X"), model("Prado")]))).toEqual(
      ["bZ4X", "Prado", "C-HR", "Yaris", "GR Supra"],
    );
  });

  it('puts unlisted models "last, alphabetical" (§9)', () => {
    expect(names(sortModels([model("Mirai"), model("GR Supra"), model("Crown"), model("Camry")]))).toEqual([
      "Camry",
      "GR Supra",
      "Crown",
      "Mirai",
    ]);
  });

  it("matches listed names whatever their case", () => {
    expect(names(sortModels([model("Hilux"), model("BZ4X")]))).toEqual(["BZ4X", "Hilux"]);
  });
});

describe("modelTabs", () => {
  it('shows a tab "only if some model belongs to it", in the §2 order', () => {
    const models = [
      model("HiLux", { manufacturer_body: "Utes & Vans" }),
      model("Corolla", { manufacturer_body: "Hatch & sedans", manufacturer_body3: "Electrified" }),
    ];
    expect(modelTabs(models)).toEqual(["All Vehicles", "Hatch & sedans", "Utes & Vans", "Electrified"]);
  });

  it("adds Upcoming for a coming_soon model and Discontinued from its category", () => {
    const models = [
      model("bZ4X", { manufacturer_body: "SUVs & 4WDs", status: "coming_soon" }),
      model("Echo", { manufacturer_body: "Discontinued" }),
      model("GR86", { manufacturer_body2: "GR & performance" }),
    ];
    expect(modelTabs(models)).toEqual(["All Vehicles", "SUVs & 4WDs", "GR & performance", "Discontinued", "Upcoming"]);
  });

  it("matches category names whatever their case", () => {
    expect(tabsOfModel(model("RAV4", { manufacturer_body: "suvs & 4wds " }))).toEqual(new Set(["SUVs & 4WDs", "All Vehicles"]));
  });

  it("shows no tabs without models", () => {
    expect(modelTabs([])).toEqual([]);
  });
});

describe("modelsForTab", () => {
  const range = MODEL_ORDER.map((name) => model(name, { manufacturer_body: name.startsWith("GR") ? "GR & performance" : "SUVs & 4WDs" }));

  it('shows "10 cards under All Vehicles" (§9), the first ten of the order', () => {
    expect(ALL_VEHICLES_CARD_LIMIT).toBe(10);
    expect(names(modelsForTab([...range].reverse(), "All Vehicles"))).toEqual(MODEL_ORDER.slice(0, 10));
  });

  it("shows every model of a category tab, sorted", () => {
    expect(names(modelsForTab(range, "GR & performance"))).toEqual(["GR86", "GR Yaris", "GR Corolla", "GR Supra"]);
  });

  it("keeps discontinued models out of All Vehicles and under their own tab", () => {
    const models = [model("Echo", { manufacturer_body: "Discontinued" }), model("Camry", { manufacturer_body: "Hatch & sedans" })];
    expect(names(modelsForTab(models, "All Vehicles"))).toEqual(["Camry"]);
    expect(names(modelsForTab(models, "Discontinued"))).toEqual(["Echo"]);
  });

  it("lists coming_soon models under Upcoming", () => {
    const models = [model("Camry"), model("bZ4X", { status: "coming_soon" })];
    expect(names(modelsForTab(models, "Upcoming"))).toEqual(["bZ4X"]);
  });
});

describe("modelStatusLabel", () => {
  it('shows Upcoming for coming_soon and All-New for any other set status (§4)', () => {
    expect(modelStatusLabel({ status: "coming_soon" })).toBe("Upcoming");
    expect(modelStatusLabel({ status: "new" })).toBe("All-New");
    expect(modelStatusLabel({ status: "all_new" })).toBe("All-New");
  });

  it("shows no label without a status", () => {
    expect(modelStatusLabel({ status: null })).toBeNull();
    expect(modelStatusLabel({ status: "" })).toBeNull();
  });
});
