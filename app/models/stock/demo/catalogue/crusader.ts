import { model, caravanMake, van } from "./build";

export const crusader = caravanMake("Crusader", "6CR", [
  model("Sierra", { body: "Caravan", since: 2016, retention: 0.89 }, [
    van("19'6\" Couples", 84_990, {
      length: 19.5,
      width: 7.9,
      tare: 2_450,
      atm: 3_100,
      axle: "Tandem",
      sleeps: 2,
    }),
    van("22' Family Bunk", 98_990, {
      length: 22.0,
      width: 7.9,
      tare: 2_850,
      atm: 3_500,
      axle: "Tandem",
      sleeps: 6,
    }),
  ]),
]);
