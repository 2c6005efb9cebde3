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
  DUAL_CAB_CHASSIS,
  SINGLE_CAB,
} from "./build";

export const toyota = make("Toyota", "JTM", [
  model("Yaris", { body: "Hatch", since: 2008, series: "MXPA10R" }, [
    v("Ascent Sport", 24_140, petrol(1.5, 3, "CVT", 4.9)),
    v("SX Hybrid", 30_780, hybrid(1.5, 3, "CVT", 3.3)),
    v("ZR Hybrid", 33_170, hybrid(1.5, 3, "CVT", 3.3)),
  ]),
  model("Yaris Cross", { body: "SUV", since: 2020, series: "MXPB10R" }, [
    v("GX", 30_110, petrol(1.5, 3, "CVT", 5.4)),
    v("GXL Hybrid", 35_060, hybrid(1.5, 3, "CVT", 3.8)),
    v("Urban Hybrid AWD-i", 39_060, hybrid(1.5, 3, "CVT", 4.0), AWD),
  ]),
  model("Corolla", { body: "Hatch", since: 2008, series: "MZEA12R" }, [
    v("Ascent Sport", 30_180, petrol(2.0, 4, "CVT", 6.0)),
    v("Ascent Sport Hybrid", 32_680, hybrid(1.8, 4, "CVT", 4.0)),
    v("SX Hybrid", 35_690, hybrid(1.8, 4, "CVT", 4.0)),
    v("ZR Hybrid", 40_690, hybrid(1.8, 4, "CVT", 4.0)),
    v("Ascent Sport Hybrid Sedan", 33_180, hybrid(1.8, 4, "CVT", 3.9), { body: "Sedan" }),
    v("GR Corolla", 67_160, turboPetrol(1.6, 3, "6MT", 8.4, { torque: 370 }), { drive: "AWD", since: 2023 }),
  ]),
  model("Corolla Cross", { body: "SUV", since: 2022, series: "MXGA10R" }, [
    v("GX", 33_890, petrol(2.0, 4, "CVT", 6.0)),
    v("GXL Hybrid", 40_740, hybrid(2.0, 4, "CVT", 4.3)),
    v("Atmos Hybrid AWD", 49_190, hybrid(2.0, 4, "CVT", 4.4), AWD),
  ]),
  model("C-HR", { body: "SUV", since: 2017, series: "MAXH10R" }, [
    v("GXL Hybrid", 46_990, hybrid(2.0, 4, "CVT", 4.5)),
    v("Koba Hybrid", 50_990, hybrid(2.0, 4, "CVT", 4.5)),
    v("GR Sport AWD", 54_990, hybrid(2.0, 4, "CVT", 4.7), AWD),
  ]),
  model("Camry", { body: "Sedan", since: 2008, series: "AXVH80R" }, [
    v("Ascent Hybrid", 39_990, hybrid(2.5, 4, "CVT", 4.2)),
    v("SL Hybrid", 50_990, hybrid(2.5, 4, "CVT", 4.5)),
    v("SX Hybrid", 44_990, hybrid(2.5, 4, "CVT", 4.5)),
  ]),
  model("RAV4", { body: "SUV", since: 2008, series: "AXAH52R" }, [
    v("GX 2WD", 36_550, petrol(2.0, 4, "CVT", 6.5)),
    v("GX Hybrid 2WD", 40_550, hybrid(2.5, 4, "CVT", 4.7)),
    v("Cruiser Hybrid AWD", 50_450, hybrid(2.5, 4, "CVT", 4.8), AWD),
    v("Edge Hybrid AWD", 55_450, hybrid(2.5, 4, "CVT", 4.8), AWD),
  ]),
  model("Kluger", { body: "SUV", since: 2008, series: "AXUH78R", seats: 7, drive: "AWD" }, [
    v("GX Hybrid AWD", 60_590, hybrid(2.5, 4, "CVT", 5.6)),
    v("GXL Hybrid AWD", 70_590, hybrid(2.5, 4, "CVT", 5.6)),
    v("Grande Hybrid AWD", 80_990, hybrid(2.5, 4, "CVT", 5.6)),
  ]),
  model("LandCruiser Prado", { body: "SUV", since: 2008, series: "TJA250R", drive: "4WD", retention: 0.92 }, [
    v("GX", 73_200, diesel(2.8, 4, "8AT", 7.9, { tank: 110, torque: 500 }), { seats: 5 }),
    v("GXL", 82_800, diesel(2.8, 4, "8AT", 7.9, { tank: 110, torque: 500 }), SEVEN),
    v("VX", 93_390, diesel(2.8, 4, "8AT", 7.9, { tank: 110, torque: 500 }), SEVEN),
    v("Kakadu", 100_660, diesel(2.8, 4, "8AT", 7.9, { tank: 110, torque: 500 }), SEVEN),
  ]),
  model("LandCruiser 300", { body: "SUV", since: 2021, series: "FJA300R", drive: "4WD", retention: 0.93 }, [
    v("GX", 92_880, diesel(3.3, 6, "10AT", 8.9, { turbo: "twin", tank: 110, torque: 700 }), { seats: 5 }),
    v("GXL", 105_170, diesel(3.3, 6, "10AT", 8.9, { turbo: "twin", tank: 110, torque: 700 }), SEVEN),
    v("VX", 117_260, diesel(3.3, 6, "10AT", 8.9, { turbo: "twin", tank: 110, torque: 700 }), SEVEN),
    v("Sahara", 139_400, diesel(3.3, 6, "10AT", 8.9, { turbo: "twin", tank: 110, torque: 700 }), SEVEN),
    v("GR Sport", 146_390, diesel(3.3, 6, "10AT", 8.9, { turbo: "twin", tank: 110, torque: 700 }), {
      seats: 5,
    }),
  ]),
  model("HiLux", { body: "Ute", since: 2008, series: "GUN126R", gvm: 3_050, retention: 0.91 }, [
    v("Workmate 4x2 Single Cab Chassis", 34_960, petrol(2.7, 4, "6AT", 10.7, { tank: 80 }), {
      ...SINGLE_CAB,
      drive: "RWD",
      series: "TGN121R",
    }),
    v(
      "SR 4x4 Double Cab Chassis",
      54_440,
      diesel(2.8, 4, "6AT", 8.1, { tank: 80, torque: 500 }),
      DUAL_CAB_CHASSIS
    ),
    v("SR 4x4 Double Cab Pick Up", 56_360, diesel(2.8, 4, "6AT", 8.1, { tank: 80, torque: 500 })),
    v("SR5 4x4 Double Cab Pick Up", 64_490, diesel(2.8, 4, "6AT", 8.1, { tank: 80, torque: 500 })),
    v("Rogue 4x4 Double Cab Pick Up", 73_460, diesel(2.8, 4, "6AT", 8.1, { tank: 80, torque: 500 })),
    v("GR Sport 4x4 Double Cab Pick Up", 77_930, diesel(2.8, 4, "6AT", 8.4, { tank: 80, torque: 550 }), {
      since: 2022,
    }),
  ]),
  model(
    "Fortuner",
    { body: "SUV", since: 2015, series: "GUN156R", seats: 7, drive: "4WD", retention: 0.89 },
    [
      v("GX", 56_390, diesel(2.8, 4, "6AT", 8.6, { tank: 80, torque: 500 })),
      v("GXL", 61_390, diesel(2.8, 4, "6AT", 8.6, { tank: 80, torque: 500 })),
      v("Crusade", 68_490, diesel(2.8, 4, "6AT", 8.6, { tank: 80, torque: 500 })),
    ]
  ),
  model("HiAce", { body: "Van", since: 2008, series: "GDH300R", drive: "RWD", gvm: 3_300 }, [
    v("LWB Van", 51_940, diesel(2.8, 4, "6AT", 8.4, { tank: 70, torque: 450 })),
    v("SLWB Van", 55_740, diesel(2.8, 4, "6AT", 8.6, { tank: 70, torque: 450 })),
    v("SLWB Commuter Bus", 72_650, diesel(2.8, 4, "6AT", 8.9, { tank: 70, torque: 450 }), {
      body: "People Mover",
      seats: 12,
      doors: 4,
    }),
  ]),
  model("GR86", { body: "Coupe", since: 2022, series: "ZN8R", drive: "RWD" }, [
    v("GT", 47_050, petrol(2.4, 4, "6MT", 9.5, { tank: 50, torque: 250 })),
    v("GTS", 53_160, petrol(2.4, 4, "6AT", 8.8, { tank: 50, torque: 250 })),
  ]),
  model("bZ4X", { body: "SUV", since: 2022, series: "XEAM10R" }, [
    v("FWD", 66_000, electric(266)),
    v("AWD", 74_900, electric(337), AWD),
  ]),
]);
