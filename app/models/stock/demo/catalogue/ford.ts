import {
  petrol,
  turboPetrol,
  diesel,
  plugIn,
  electric,
  model,
  make,
  v,
  AWD,
  DUAL_CAB_CHASSIS,
  SINGLE_CAB,
} from "./build";

export const ford = make("Ford", "MNA", [
  model("Ranger", { body: "Ute", since: 2008, series: "PY", gvm: 3_280, retention: 0.9 }, [
    v("XL 4x2 Single Cab Chassis", 41_880, diesel(2.0, 4, "6AT", 7.1, { tank: 80, torque: 405 }), SINGLE_CAB),
    v(
      "XL 4x4 Double Cab Chassis",
      56_200,
      diesel(2.0, 4, "6AT", 7.6, { tank: 80, torque: 405 }),
      DUAL_CAB_CHASSIS
    ),
    v(
      "XLT 4x4 Double Cab Pick Up",
      63_730,
      diesel(2.0, 4, "10AT", 7.6, { turbo: "twin", tank: 80, torque: 500 })
    ),
    v(
      "Wildtrak 3.0 V6 4x4 Double Cab Pick Up",
      72_190,
      diesel(3.0, 6, "10AT", 8.4, { tank: 80, torque: 600 }),
      { since: 2022 }
    ),
    v(
      "Raptor 4x4 Double Cab Pick Up",
      89_990,
      turboPetrol(3.0, 6, "10AT", 11.5, { turbo: "twin", tank: 80, torque: 583 }),
      { since: 2018 }
    ),
    v(
      "Wildtrak PHEV 4x4 Double Cab Pick Up",
      79_990,
      plugIn(2.3, 4, "10AT", 3.1, { turbo: true, torque: 697 })
    ),
  ]),
  model("Everest", { body: "SUV", since: 2015, series: "UB", seats: 7, drive: "4WD", retention: 0.88 }, [
    v("Ambiente 4x4", 55_690, diesel(2.0, 4, "10AT", 7.1, { turbo: "twin", tank: 80, torque: 500 })),
    v("Trend 4x4", 63_990, diesel(2.0, 4, "10AT", 7.1, { turbo: "twin", tank: 80, torque: 500 })),
    v("Platinum V6 4x4", 80_190, diesel(3.0, 6, "10AT", 8.5, { tank: 80, torque: 600 })),
  ]),
  model("Puma", { body: "SUV", since: 2020, series: "JK" }, [
    v("Puma", 33_890, turboPetrol(1.0, 3, "7DCT", 5.3, { torque: 170 })),
    v("ST-Line V", 38_590, turboPetrol(1.0, 3, "7DCT", 5.3, { torque: 170 })),
  ]),
  model("Escape", { body: "SUV", since: 2008, until: 2024, series: "ZH" }, [
    v("2.0T ST-Line AWD", 45_090, turboPetrol(2.0, 4, "8AT", 8.3, { torque: 373 }), AWD),
    v("ST-Line PHEV", 55_790, plugIn(2.5, 4, "CVT", 1.5, { torque: 235 })),
  ]),
  model("Focus", { body: "Hatch", since: 2008, until: 2022, series: "SA" }, [
    v("Trend", 29_690, turboPetrol(1.5, 3, "8AT", 6.4, { torque: 240 })),
    v("ST", 44_690, turboPetrol(2.3, 4, "7AT", 8.9, { torque: 420 })),
  ]),
  model("Falcon", { body: "Sedan", since: 2008, until: 2016, series: "FG X", drive: "RWD" }, [
    v("XR6", 40_890, petrol(4.0, 6, "6AT", 10.1, { tank: 68, torque: 391 })),
    v("XR6 Ute", 39_990, petrol(4.0, 6, "6AT", 10.9, { tank: 81, torque: 391 }), {
      body: "Ute",
      seats: 2,
      doors: 2,
    }),
    v("XR8", 54_590, turboPetrol(5.0, 8, "6AT", 13.6, { tank: 68, torque: 570 })),
  ]),
  model("Mondeo", { body: "Wagon", since: 2008, until: 2022, series: "MD" }, [
    v("Trend", 43_590, turboPetrol(2.0, 4, "8AT", 8.0, { torque: 345 })),
  ]),
  model("Mustang", { body: "Coupe", since: 2016, series: "S650", drive: "RWD" }, [
    v("GT Fastback 5.0 V8", 82_490, petrol(5.0, 8, "10AT", 12.9, { tank: 61, torque: 567 })),
    v("GT Convertible 5.0 V8", 89_990, petrol(5.0, 8, "10AT", 13.4, { tank: 61, torque: 567 }), {
      body: "Convertible",
      seats: 4,
    }),
  ]),
  model("Mustang Mach-E", { body: "SUV", since: 2023, series: "CX727", drive: "RWD" }, [
    v("Select", 72_990, electric(430)),
    v("Premium AWD", 86_990, electric(580), AWD),
  ]),
  model("Transit Custom", { body: "Van", since: 2008, series: "VN", seats: 3, gvm: 3_220 }, [
    v("320S Trend", 56_990, diesel(2.0, 4, "8AT", 7.6, { tank: 70, torque: 390 })),
    v("340L Sport", 66_990, diesel(2.0, 4, "8AT", 7.9, { tank: 70, torque: 390 })),
  ]),
]);
