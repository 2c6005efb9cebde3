import { model, caravanMake, van, OFF_ROAD } from "./build";

export const lotus = caravanMake("Lotus Caravans", "6LC", [
  model("Trooper", { body: "Caravan", since: 2010, retention: 0.91 }, [
    van(
      "17' Off-Road",
      119_990,
      { length: 17.0, width: 7.9, tare: 2_400, atm: 3_200, axle: "Tandem", sleeps: 2 },
      OFF_ROAD
    ),
    van(
      "19'6\" Family Off-Road",
      139_990,
      { length: 19.5, width: 7.9, tare: 2_850, atm: 3_700, axle: "Tandem", sleeps: 4 },
      OFF_ROAD
    ),
  ]),
]);
