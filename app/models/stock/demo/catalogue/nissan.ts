import {
  petrol,
  turboPetrol,
  diesel,
  hybrid,
  electric,
  model,
  make,
  v,
  AWD,
  SEVEN,
  SINGLE_CAB,
} from "./build";

/** The Navara dual cab pick-ups' one engine. */
const navaraTwinTurbo = diesel(2.3, 4, "7AT", 7.0, { turbo: "twin", tank: 80, torque: 450 });

export const nissan = make("Nissan", "JN1", [
  model("Navara", { body: "Ute", since: 2008, series: "D23", gvm: 2_910, retention: 0.88 }, [
    v("SL 4x2 Single Cab Chassis", 37_860, diesel(2.3, 4, "6MT", 6.8, { tank: 80, torque: 403 }), SINGLE_CAB),
    v("ST 4x4 Dual Cab Pick Up", 55_380, navaraTwinTurbo),
    v("ST-X 4x4 Dual Cab Pick Up", 62_130, navaraTwinTurbo),
    v("PRO-4X 4x4 Dual Cab Pick Up", 66_830, navaraTwinTurbo),
  ]),
  model("X-Trail", { body: "SUV", since: 2008, series: "T33" }, [
    v("ST 2WD", 37_290, petrol(2.5, 4, "CVT", 7.4)),
    v("Ti 4WD", 53_190, petrol(2.5, 4, "CVT", 7.8), { ...AWD, seats: 7 }),
    v("Ti-L e-POWER e-4ORCE", 63_490, hybrid(1.5, 3, "1AT", 6.1, { turbo: true, torque: 525 }), {
      ...AWD,
      since: 2023,
    }),
  ]),
  model("Qashqai", { body: "SUV", since: 2014, series: "J12" }, [
    v("ST", 35_290, turboPetrol(1.3, 4, "CVT", 6.1, { torque: 250 })),
    v("Ti e-POWER", 52_490, hybrid(1.5, 3, "1AT", 5.2, { turbo: true, torque: 330 }), { since: 2023 }),
  ]),
  model("Juke", { body: "SUV", since: 2013, series: "F16" }, [
    v("ST", 30_990, turboPetrol(1.0, 3, "7DCT", 5.8, { torque: 180 })),
  ]),
  model("Pathfinder", { body: "SUV", since: 2013, series: "R53", seats: 8 }, [
    v("ST 2WD", 55_390, petrol(3.5, 6, "9AT", 10.5, { torque: 381 })),
    v("Ti 4WD", 75_990, petrol(3.5, 6, "9AT", 10.5, { torque: 381 }), AWD),
  ]),
  model("Patrol", { body: "SUV", since: 2008, series: "Y62", seats: 8, drive: "4WD", retention: 0.9 }, [
    v("Ti", 84_880, petrol(5.6, 8, "7AT", 14.4, { tank: 140, torque: 560 })),
    v("Ti-L", 99_990, petrol(5.6, 8, "7AT", 14.4, { tank: 140, torque: 560 }), SEVEN),
  ]),
  model("Leaf", { body: "Hatch", since: 2012, series: "ZE1" }, [
    v("40kWh", 50_990, electric(320)),
    v("e+ 62kWh", 61_490, electric(340)),
  ]),
  model("Ariya", { body: "SUV", since: 2024, series: "FE0" }, [v("Engage 63kWh", 70_000, electric(300))]),
  model("Pulsar", { body: "Hatch", since: 2013, until: 2018, series: "C12" }, [
    v("ST", 22_990, petrol(1.8, 4, "CVT", 6.7)),
    v("SSS", 29_990, turboPetrol(1.6, 4, "6MT", 7.7, { torque: 240 })),
  ]),
  model("370Z", { body: "Coupe", since: 2009, until: 2020, series: "Z34", drive: "RWD", seats: 2 }, [
    v("Coupe", 51_990, petrol(3.7, 6, "7AT", 10.6, { tank: 72, torque: 363 })),
  ]),
  model("Z", { body: "Coupe", since: 2023, series: "RZ34", drive: "RWD", seats: 2 }, [
    v("Twin Turbo V6", 73_900, turboPetrol(3.0, 6, "9AT", 10.2, { turbo: "twin", tank: 62, torque: 475 })),
  ]),
]);
