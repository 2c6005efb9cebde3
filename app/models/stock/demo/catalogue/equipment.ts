import type { SimpleBody, SimpleFuel } from "~/models/car/vocabulary";

// ---------------------------------------------------------------------------------------
// Colours and equipment.

/** Paint colours as the colour facet shows them, with how often each leaves the factory. */
export const CAR_COLOURS = [
  { name: "White", weight: 30, hex: "#f4f5f2" },
  { name: "Silver", weight: 12, hex: "#c3c7cb" },
  { name: "Grey", weight: 18, hex: "#6e747a" },
  { name: "Black", weight: 13, hex: "#1e2022" },
  { name: "Blue", weight: 11, hex: "#2456a6" },
  { name: "Red", weight: 8, hex: "#b3202a" },
  { name: "Green", weight: 4, hex: "#3f6b46" },
  { name: "Orange", weight: 4, hex: "#d8701f" },
] as const;

export const TRUCK_COLOURS = ["White", "Silver", "Blue", "Red"] as const;
export const CARAVAN_COLOURS = ["White", "Silver", "Grey"] as const;

export const INTERIOR_COLOURS = ["Black", "Grey", "Beige"] as const;

/** Everything a car of any price has had in recent years. */
export const BASE_EQUIPMENT = [
  "Reversing Camera",
  "Bluetooth",
  "Cruise Control",
  "Apple CarPlay",
  "Android Auto",
  "Autonomous Emergency Braking",
  "Lane Keep Assist",
];

/** Added as the price climbs, cheapest first. */
export const TIERED_EQUIPMENT = [
  "Alloy Wheels",
  "Keyless Entry",
  "Push Button Start",
  "Rear Parking Sensors",
  "Satellite Navigation",
  "Dual Zone Climate Control",
  "Adaptive Cruise Control",
  "Blind Spot Monitor",
  "Wireless Phone Charging",
  "Power Tailgate",
  "Leather Seats",
  "Heated Seats",
  "360 Degree Camera",
  "Sunroof",
  "Head-Up Display",
  "Premium Sound System",
  "Ventilated Seats",
];

export const BODY_EQUIPMENT: Partial<Record<SimpleBody, readonly string[]>> = {
  Ute: ["Tow Bar", "Tub Liner", "Hill Descent Control"],
  "Cab Chassis": ["Tow Bar", "Alloy Tray"],
  Van: ["Cargo Barrier", "Sliding Side Door"],
  "People Mover": ["Third Row Seating", "Power Sliding Doors"],
  Convertible: ["Soft Top"],
};

export const FUEL_EQUIPMENT: Partial<Record<SimpleFuel, readonly string[]>> = {
  Electric: ["DC Fast Charging", "Heat Pump", "Vehicle-to-Load"],
  "Plug-in Hybrid": ["DC Fast Charging", "Regenerative Braking"],
  Hybrid: ["Regenerative Braking", "EV Mode"],
};

export const FOUR_WD_EQUIPMENT = ["Rear Diff Lock", "Low Range", "Tow Bar"];

export const TRUCK_EQUIPMENT = [
  "Air Conditioning",
  "ABS",
  "Exhaust Brake",
  "Bluetooth",
  "Reversing Camera",
  "Cruise Control",
  "Driver Airbag",
  "Electronic Stability Control",
  "Tail Lift",
  "Tipper Body",
  "Alloy Tray",
  "Tool Box",
];

export const CARAVAN_EQUIPMENT = [
  "Ensuite",
  "Queen Bed",
  "Air Conditioner",
  "Diesel Heater",
  "Microwave",
  "Washing Machine",
  "External BBQ",
  "Roll-out Awning",
  "Gas Stove",
  "Grey Water Tank",
  "Solar Panel",
  "Lithium Battery",
  "Bunks",
  "TV",
];
