import { model, caravanMake, van } from "./build";

export const coromal = caravanMake("Coromal", "6CM", [
  model("Element", { body: "Caravan", since: 2014, retention: 0.87 }, [
    van("E622 Pop Top", 62_990, {
      length: 16.0,
      width: 7.5,
      tare: 1_850,
      atm: 2_300,
      axle: "Single",
      sleeps: 2,
    }),
    van("E645S", 71_990, { length: 19.0, width: 7.5, tare: 2_300, atm: 2_900, axle: "Tandem", sleeps: 3 }),
  ]),
]);
