import { petrol, turboPetrol, diesel, hybrid, plugIn, electric, model, make, v, AWD, SEVEN } from "./build";

export const kia = make("Kia", "KNA", [
  model("Picanto", { body: "Hatch", since: 2011, series: "JA" }, [
    v("S", 17_690, petrol(1.2, 4, "5MT", 5.0), { seats: 4 }),
    v("GT-Line", 20_490, petrol(1.2, 4, "5AT", 5.8), { seats: 4 }),
  ]),
  model("Rio", { body: "Hatch", since: 2008, until: 2023, series: "YB" }, [
    v("S", 21_390, petrol(1.4, 4, "CVT", 5.7)),
    v("GT-Line", 26_890, turboPetrol(1.0, 3, "7DCT", 5.4, { torque: 172 }), { since: 2017 }),
  ]),
  model("Cerato", { body: "Hatch", since: 2008, until: 2024, series: "BD" }, [
    v("S", 26_990, petrol(2.0, 4, "6AT", 7.4)),
    v("Sport+", 31_990, petrol(2.0, 4, "6AT", 7.4)),
    v("GT Sedan", 36_990, turboPetrol(1.6, 4, "7DCT", 6.8, { torque: 265 }), { body: "Sedan" }),
  ]),
  model("Stonic", { body: "SUV", since: 2021, series: "YB" }, [
    v("S", 25_690, petrol(1.4, 4, "6AT", 6.7)),
    v("GT-Line", 31_590, turboPetrol(1.0, 3, "7DCT", 5.4, { torque: 172 })),
  ]),
  model("Seltos", { body: "SUV", since: 2019, series: "SP2" }, [
    v("S", 31_290, petrol(2.0, 4, "CVT", 6.8)),
    v("Sport+", 36_790, petrol(2.0, 4, "CVT", 6.8)),
    v("GT-Line AWD", 44_890, turboPetrol(1.6, 4, "8AT", 7.0, { torque: 265 }), AWD),
  ]),
  model("Sportage", { body: "SUV", since: 2008, series: "NQ5" }, [
    v("S 2.0 MPi", 36_400, petrol(2.0, 4, "6AT", 8.1)),
    v("SX+ 2.0 CRDi AWD", 47_600, diesel(2.0, 4, "8AT", 6.3, { torque: 416 }), AWD),
    v("GT-Line Hybrid AWD", 57_550, hybrid(1.6, 4, "6AT", 5.5, { turbo: true, torque: 350 }), AWD),
  ]),
  model("Sorento", { body: "SUV", since: 2008, series: "MQ4", seats: 7, drive: "AWD" }, [
    v("S 3.5 V6", 49_890, petrol(3.5, 6, "8AT", 9.7, { torque: 332 }), { drive: "FWD" }),
    v("GT-Line 2.2 CRDi", 69_090, diesel(2.2, 4, "8DCT", 6.1, { torque: 440 })),
    v("GT-Line Hybrid", 70_490, hybrid(1.6, 4, "6AT", 5.9, { turbo: true, torque: 350 })),
    v("GT-Line PHEV", 80_490, plugIn(1.6, 4, "6AT", 1.6, { turbo: true, torque: 350 }), { seats: 6 }),
  ]),
  model("Carnival", { body: "People Mover", since: 2008, series: "KA4" }, [
    v("S 2.2 CRDi", 51_390, diesel(2.2, 4, "8AT", 6.5, { torque: 440 })),
    v("GT-Line 3.5 V6", 68_290, petrol(3.5, 6, "8AT", 9.6, { torque: 355 })),
    v("GT-Line Hybrid", 75_450, hybrid(1.6, 4, "6AT", 6.1, { turbo: true, torque: 350 }), SEVEN),
  ]),
  model("Niro", { body: "SUV", since: 2018, series: "SG2" }, [
    v("S Hybrid", 41_590, hybrid(1.6, 4, "6DCT", 4.0)),
    v("EV GT-Line", 67_290, electric(255)),
  ]),
  model("EV5", { body: "SUV", since: 2024, series: "OV" }, [
    v("Air", 56_770, electric(310)),
    v("GT-Line AWD", 72_990, electric(480), AWD),
  ]),
  model("EV6", { body: "SUV", since: 2022, series: "CV", drive: "RWD" }, [
    v("Air", 72_590, electric(350)),
    v("GT-Line AWD", 84_590, electric(605), AWD),
  ]),
  model("EV9", { body: "SUV", since: 2024, series: "MV", seats: 7, drive: "AWD" }, [
    v("Earth", 97_000, electric(700)),
    v("GT-Line", 121_000, electric(700), { seats: 6 }),
  ]),
  model("Tasman", { body: "Ute", since: 2025, series: "TK", gvm: 3_250 }, [
    v("SX 4x4 Dual Cab Pick Up", 59_990, diesel(2.2, 4, "8AT", 8.6, { tank: 80, torque: 441 })),
    v("X-Pro 4x4 Dual Cab Pick Up", 75_990, diesel(2.2, 4, "8AT", 8.6, { tank: 80, torque: 441 })),
  ]),
]);
