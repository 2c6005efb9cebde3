import { model, caravanMake, van, OFF_ROAD } from "./build";

export const jayco = caravanMake("Jayco", "6JY", [
  model("Journey", { body: "Caravan", since: 2008, retention: 0.9 }, [
    van(
      "19.61-3 Outback",
      86_990,
      { length: 19.6, width: 7.9, tare: 2_380, atm: 2_950, axle: "Tandem", sleeps: 2 },
      OFF_ROAD
    ),
    van(
      "21.62-2 Outback Family",
      94_990,
      { length: 21.3, width: 7.9, tare: 2_690, atm: 3_250, axle: "Tandem", sleeps: 5 },
      OFF_ROAD
    ),
    van("17.55-3 Pop Top", 74_990, {
      length: 17.3,
      width: 7.5,
      tare: 1_980,
      atm: 2_500,
      axle: "Single",
      sleeps: 2,
    }),
  ]),
  model("Starcraft", { body: "Caravan", since: 2008, retention: 0.88 }, [
    van("18.58-2", 59_990, {
      length: 18.5,
      width: 7.5,
      tare: 1_890,
      atm: 2_400,
      axle: "Single",
      sleeps: 2,
    }),
    van("21.65-3 Family", 66_990, {
      length: 21.0,
      width: 7.5,
      tare: 2_250,
      atm: 2_800,
      axle: "Tandem",
      sleeps: 6,
    }),
  ]),
  model("Silverline", { body: "Caravan", since: 2012, retention: 0.9 }, [
    van(
      "21.62-3 Outback",
      109_990,
      { length: 21.3, width: 8.0, tare: 2_840, atm: 3_500, axle: "Tandem", sleeps: 2 },
      OFF_ROAD
    ),
    van("23.66-4 Touring", 114_990, {
      length: 23.0,
      width: 8.0,
      tare: 2_990,
      atm: 3_500,
      axle: "Tandem",
      sleeps: 4,
    }),
  ]),
]);
