/**
 * The words a listing uses for a car: the simple body, fuel and drive facets and the detailed
 * texts dealer feeds write beside them. Shared by the demo stock and anything that describes
 * a car.
 */
/** The body facet values (search-journey §3 simple_body). */
export const SIMPLE_BODIES = [
  "Sedan",
  "Hatch",
  "SUV",
  "Ute",
  "Wagon",
  "Van",
  "Cab Chassis",
  "Coupe",
  "Convertible",
  "People Mover",
  "Caravan",
] as const;
export type SimpleBody = (typeof SIMPLE_BODIES)[number];

export const SIMPLE_FUELS = ["Petrol", "Diesel", "Hybrid", "Electric", "Plug-in Hybrid"] as const;
export type SimpleFuel = (typeof SIMPLE_FUELS)[number];

export type DriveCode = "FWD" | "AWD" | "4WD" | "RWD";

/** How drive reads on a listing, as the dealer feeds write it. */
export const DRIVE_LABELS: Record<DriveCode, string> = {
  FWD: "Front Wheel Drive",
  AWD: "All Wheel Drive",
  "4WD": "Four Wheel Drive",
  RWD: "Rear Wheel Drive",
};

/** What a dealer sells: the item_type of a listing. */
export type ItemType = "Car" | "Truck" | "Caravan";

/** The detailed fuel text of a listing (`fuel`), by simple fuel. */
export const FUEL_TEXT: Record<SimpleFuel, string> = {
  Petrol: "Unleaded Petrol",
  Diesel: "Diesel",
  Hybrid: "Hybrid Petrol/Electric",
  Electric: "Electric",
  "Plug-in Hybrid": "Plug-in Hybrid Petrol/Electric",
};
