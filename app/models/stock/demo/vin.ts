import type { CatalogueMake, CatalogueModel } from "./catalogue";
import { hash, type Random } from "./random";

const VIN_YEAR_CODES = "ABCDEFGHJKLMNPRSTVWXY";
const VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
const VIN_VALUES: Record<string, number> = {};
"ABCDEFGH".split("").forEach((c, i) => (VIN_VALUES[c] = i + 1));
"JKLMN".split("").forEach((c, i) => (VIN_VALUES[c] = i + 1));
VIN_VALUES.P = 7;
VIN_VALUES.R = 9;
"STUVWXYZ".split("").forEach((c, i) => (VIN_VALUES[c] = i + 2));
for (let digit = 0; digit <= 9; digit++) VIN_VALUES[String(digit)] = digit;
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** A VIN of the right shape: make's WMI, model code, check digit, year code, plant, serial. */
export function vinFor(
  make: CatalogueMake,
  model: CatalogueModel,
  year: number,
  tenantIndex: number,
  index: number
): string {
  const modelHash = hash(`${make.name}:${model.name}`);
  let descriptor = "";
  for (let i = 0, h = modelHash; i < 5; i++, h = Math.floor(h / VIN_CHARS.length)) {
    descriptor += VIN_CHARS[h % VIN_CHARS.length];
  }
  const yearCode = year >= 2010 ? VIN_YEAR_CODES[(year - 2010) % 30] : String(year - 2000);
  const plant = VIN_CHARS[tenantIndex % VIN_CHARS.length];
  const serial = String(index % 1_000_000).padStart(6, "0");
  const draft = `${make.wmi}${descriptor}0${yearCode}${plant}${serial}`;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += (VIN_VALUES[draft[i]!] ?? 0) * VIN_WEIGHTS[i]!;
  const check = sum % 11 === 10 ? "X" : String(sum % 11);
  return `${draft.slice(0, 8)}${check}${draft.slice(9)}`;
}

const LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ";

/** A number plate in the format of the yard's state. */
export function regplateFor(state: string, random: Random): string {
  const l = () => random.pick(LETTERS.split(""));
  const d = () => String(random.int(0, 9));
  switch (state) {
    case "QLD":
      return `${d()}${d()}${d()}${l()}${l()}${l()}`;
    case "NSW":
      return `${l()}${l()}${d()}${d()}${l()}${l()}`;
    case "VIC":
      return `${d()}${l()}${l()}${d()}${l()}${l()}`;
    case "WA":
      return `1${l()}${l()}${l()}${d()}${d()}${d()}`;
    case "SA":
      return `S${d()}${d()}${d()}${l()}${l()}${l()}`;
    case "NT":
      return `C${l()}${d()}${d()}${l()}${l()}`;
    case "TAS":
      return `${l()}${d()}${d()}${l()}${l()}`;
    default:
      return `Y${l()}${l()}${d()}${d()}${l()}`;
  }
}
