import { turboPetrol, diesel, electric, model, make, v, AWD } from "./build";

export const volkswagen = make("Volkswagen", "WVW", [
  model("Polo", { body: "Hatch", since: 2008, series: "AW" }, [
    v("Life 85TSI", 28_690, turboPetrol(1.0, 3, "7DCT", 5.4, { torque: 200 })),
    v("GTI", 39_990, turboPetrol(2.0, 4, "6DCT", 6.9, { torque: 320 })),
  ]),
  model("Golf", { body: "Hatch", since: 2008, series: "8" }, [
    v("Life 110TSI", 38_490, turboPetrol(1.5, 4, "8AT", 5.8, { torque: 250 })),
    v("R-Line 110TSI", 42_490, turboPetrol(1.5, 4, "8AT", 5.8, { torque: 250 })),
    v("GTI", 56_990, turboPetrol(2.0, 4, "7DCT", 7.0, { torque: 370 })),
    v("R 4MOTION", 70_490, turboPetrol(2.0, 4, "7DCT", 8.0, { torque: 420 }), AWD),
    v("Life Wagon 110TSI", 40_490, turboPetrol(1.5, 4, "8AT", 5.9, { torque: 250 }), { body: "Wagon" }),
  ]),
  model("T-Cross", { body: "SUV", since: 2020, series: "C1" }, [
    v("85TSI Life", 32_990, turboPetrol(1.0, 3, "7DCT", 5.4, { torque: 200 })),
    v("85TSI Style", 36_990, turboPetrol(1.0, 3, "7DCT", 5.4, { torque: 200 })),
  ]),
  model("T-Roc", { body: "SUV", since: 2020, series: "A1" }, [
    v("CityLife 110TSI", 37_490, turboPetrol(1.4, 4, "8AT", 6.4, { torque: 250 })),
    v("R-Line 140TSI 4MOTION", 48_990, turboPetrol(2.0, 4, "7DCT", 7.7, { torque: 320 }), AWD),
    v("R 4MOTION", 66_490, turboPetrol(2.0, 4, "7DCT", 8.1, { torque: 400 }), AWD),
  ]),
  model("Tiguan", { body: "SUV", since: 2008, series: "CT" }, [
    v("110TSI Life", 44_990, turboPetrol(1.5, 4, "8AT", 6.9, { torque: 250 })),
    v("162TSI R-Line 4MOTION", 61_490, turboPetrol(2.0, 4, "7DCT", 8.4, { torque: 350 }), AWD),
    v("Allspace 147TDI Elegance 4MOTION", 62_490, diesel(2.0, 4, "7DCT", 6.1, { torque: 400 }), {
      ...AWD,
      seats: 7,
    }),
  ]),
  model("Touareg", { body: "SUV", since: 2008, series: "CR", drive: "AWD" }, [
    v("170TDI", 87_490, diesel(3.0, 6, "8AT", 7.4, { tank: 90, torque: 500 })),
    v("210TDI R-Line", 106_490, diesel(3.0, 6, "8AT", 7.4, { tank: 90, torque: 600 })),
  ]),
  model("Passat", { body: "Wagon", since: 2008, until: 2023, series: "B8" }, [
    v("140TSI Business", 51_990, turboPetrol(2.0, 4, "7DCT", 6.6, { torque: 320 })),
    v("Alltrack 162TSI 4MOTION", 57_990, turboPetrol(2.0, 4, "7DCT", 7.4, { torque: 350 }), AWD),
  ]),
  model("Amarok", { body: "Ute", since: 2011, series: "NF", gvm: 3_290, retention: 0.89 }, [
    v("Core TDI405 4MOTION", 54_990, diesel(2.0, 4, "10AT", 7.6, { tank: 80, torque: 405 })),
    v("Style TDI500 4MOTION", 64_990, diesel(2.0, 4, "10AT", 7.6, { turbo: "twin", tank: 80, torque: 500 })),
    v("PanAmericana TDI600 4MOTION", 78_990, diesel(3.0, 6, "10AT", 9.5, { tank: 80, torque: 600 }), {
      since: 2023,
    }),
    v("Aventura TDI600 4MOTION", 82_990, diesel(3.0, 6, "10AT", 9.5, { tank: 80, torque: 600 }), {
      since: 2023,
    }),
  ]),
  model("Caddy", { body: "Van", since: 2008, series: "SK", seats: 2, gvm: 2_250 }, [
    v("Cargo TSI220", 40_290, turboPetrol(1.5, 4, "7DCT", 6.5, { torque: 220 })),
    v("Cargo Maxi TDI320", 46_990, diesel(2.0, 4, "7DCT", 5.3, { torque: 320 })),
  ]),
  model("Transporter", { body: "Van", since: 2008, series: "T6.1", seats: 3, gvm: 3_000 }, [
    v("TDI340 LWB", 55_990, diesel(2.0, 4, "7DCT", 7.5, { tank: 70, torque: 340 })),
    v("Multivan Life TSI", 76_990, turboPetrol(1.5, 4, "6DCT", 7.2, { torque: 250 }), {
      body: "People Mover",
      seats: 7,
      series: "T7",
    }),
  ]),
  model("ID.4", { body: "SUV", since: 2024, series: "E21", drive: "RWD" }, [
    v("Pro", 59_990, electric(545)),
    v("GTX", 76_990, electric(545), AWD),
  ]),
]);
