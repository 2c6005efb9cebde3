import { petrol, turboPetrol, diesel, plugIn, electric, model, make, v, AWD, SINGLE_CAB } from "./build";

export const mazda = make("Mazda", "JM0", [
  model("Mazda2", { body: "Hatch", since: 2008, series: "DJ" }, [
    v("G15 Pure", 25_010, petrol(1.5, 4, "6AT", 5.3)),
    v("G15 GT", 29_040, petrol(1.5, 4, "6AT", 5.3)),
  ]),
  model("Mazda3", { body: "Hatch", since: 2008, series: "BP" }, [
    v("G20 Pure", 33_050, petrol(2.0, 4, "6AT", 6.2)),
    v("G25 Evolve", 36_110, petrol(2.5, 4, "6AT", 6.6)),
    v("G25 GT Sedan", 41_060, petrol(2.5, 4, "6AT", 6.6), { body: "Sedan" }),
    v("X20 Astina", 48_010, petrol(2.0, 4, "6AT", 5.9)),
  ]),
  model("CX-3", { body: "SUV", since: 2015, series: "DK" }, [
    v("G20 Pure", 29_940, petrol(2.0, 4, "6AT", 6.3)),
    v("G20 Maxx Sport", 31_990, petrol(2.0, 4, "6AT", 6.3)),
    v("S20 Akari AWD", 39_180, petrol(2.0, 4, "6AT", 6.7), AWD),
  ]),
  model("CX-30", { body: "SUV", since: 2020, series: "DM" }, [
    v("G20 Pure", 34_090, petrol(2.0, 4, "6AT", 6.2)),
    v("G25 Touring", 40_090, petrol(2.5, 4, "6AT", 6.6)),
    v("G25 Astina AWD", 45_450, petrol(2.5, 4, "6AT", 6.8), AWD),
  ]),
  model("CX-5", { body: "SUV", since: 2012, series: "KF" }, [
    v("G20 Maxx", 36_690, petrol(2.0, 4, "6AT", 6.9)),
    v("G25 Maxx Sport AWD", 42_330, petrol(2.5, 4, "6AT", 7.4), AWD),
    v("G25 Touring AWD", 45_400, petrol(2.5, 4, "6AT", 7.4), AWD),
    v("G35 Akera AWD", 54_270, turboPetrol(2.5, 4, "6AT", 8.2, { torque: 420 }), AWD),
  ]),
  model("CX-60", { body: "SUV", since: 2022, series: "KH", drive: "AWD" }, [
    v("G40e Evolve", 59_800, turboPetrol(3.3, 6, "8AT", 7.4, { torque: 450 })),
    v("D50e GT", 70_600, diesel(3.3, 6, "8AT", 4.9, { torque: 550 })),
    v("P50e Azami", 82_000, plugIn(2.5, 4, "8AT", 2.1, { torque: 500 })),
  ]),
  model("CX-9", { body: "SUV", since: 2008, until: 2023, series: "TC", seats: 7 }, [
    v("Touring", 52_990, turboPetrol(2.5, 4, "6AT", 8.4, { tank: 74, torque: 420 })),
    v("Azami AWD", 67_490, turboPetrol(2.5, 4, "6AT", 9.0, { tank: 74, torque: 420 }), AWD),
  ]),
  model("CX-90", { body: "SUV", since: 2023, series: "KK", seats: 8, drive: "AWD" }, [
    v("G50e Touring", 77_980, turboPetrol(3.3, 6, "8AT", 8.2, { torque: 500 })),
    v("D50e Azami", 89_990, diesel(3.3, 6, "8AT", 5.4, { torque: 550 })),
  ]),
  model("BT-50", { body: "Ute", since: 2011, series: "TF", gvm: 3_100, retention: 0.89 }, [
    v("XS 4x2 Cab Chassis", 36_780, diesel(1.9, 4, "6AT", 7.3, { tank: 76, torque: 350 }), SINGLE_CAB),
    v("XT 4x4 Dual Cab Pick Up", 53_460, diesel(3.0, 4, "6AT", 8.0, { tank: 76, torque: 450 })),
    v("GT 4x4 Dual Cab Pick Up", 62_180, diesel(3.0, 4, "6AT", 8.0, { tank: 76, torque: 450 })),
    v("Thunder 4x4 Dual Cab Pick Up", 71_710, diesel(3.0, 4, "6AT", 8.0, { tank: 76, torque: 450 })),
  ]),
  model("MX-5", { body: "Convertible", since: 2008, series: "ND", drive: "RWD" }, [
    v("Roadster", 42_380, petrol(2.0, 4, "6MT", 6.9, { tank: 45 })),
    v("RF GT", 51_990, petrol(2.0, 4, "6AT", 7.0, { tank: 45 }), { body: "Coupe" }),
  ]),
  model("MX-30", { body: "SUV", since: 2021, series: "DR" }, [v("E35 Astina", 65_490, electric(271))]),
]);
