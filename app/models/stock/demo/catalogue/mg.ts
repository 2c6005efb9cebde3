import { petrol, turboPetrol, diesel, hybrid, plugIn, electric, model, make, v, AWD } from "./build";

export const mg = make("MG", "LSJ", [
  model("MG3", { body: "Hatch", since: 2013, series: "SZP1", retention: 0.8 }, [
    v("Core", 21_990, petrol(1.5, 4, "CVT", 6.7)),
    v("Hybrid+ Excite", 27_990, hybrid(1.5, 4, "1AT", 4.3)),
  ]),
  model("MG5", { body: "Sedan", since: 2021, series: "IP2X", retention: 0.8 }, [
    v("Vibe", 22_990, petrol(1.5, 4, "CVT", 6.3)),
  ]),
  model("ZS", { body: "SUV", since: 2017, series: "AZS1", retention: 0.8 }, [
    v("Vibe", 25_990, petrol(1.5, 4, "CVT", 6.9)),
    v("Hybrid+ Essence", 34_990, hybrid(1.5, 4, "1AT", 5.1)),
    v("ZS EV Excite", 40_990, electric(280)),
  ]),
  model("HS", { body: "SUV", since: 2019, series: "AS23", retention: 0.8 }, [
    v("Vibe", 33_990, turboPetrol(1.5, 4, "CVT", 7.0, { torque: 250 })),
    v("Essence", 42_990, turboPetrol(2.0, 4, "8AT", 8.0, { torque: 360 })),
    v("Essence Plus PHEV", 48_990, plugIn(1.5, 4, "6AT", 1.7, { turbo: true, torque: 480 })),
  ]),
  model("MG4", { body: "Hatch", since: 2023, series: "EH32", drive: "RWD", retention: 0.78 }, [
    v("Excite 51", 39_990, electric(250)),
    v("Essence 64", 46_990, electric(250)),
    v("XPower AWD", 59_990, electric(600), AWD),
  ]),
  model("Extender", { body: "Ute", since: 2021, series: "SK8", gvm: 3_050, retention: 0.84 }, [
    v(
      "2.0 Turbo Diesel 4x2 Dual Cab Pick Up",
      33_990,
      diesel(2.0, 4, "6AT", 8.7, { tank: 75, torque: 375 }),
      { drive: "RWD" }
    ),
    v(
      "Luxe 4x4 Dual Cab Pick Up",
      44_990,
      diesel(2.0, 4, "8AT", 8.9, { turbo: "twin", tank: 75, torque: 480 })
    ),
  ]),
  model("Cyberster", { body: "Convertible", since: 2025, series: "EX21", drive: "AWD" }, [
    v("GTS", 109_990, electric(725)),
  ]),
]);
