import { plugIn, electric, model, make, v, AWD } from "./build";

export const byd = make("BYD", "LGX", [
  model("Dolphin", { body: "Hatch", since: 2023, series: "EA1", retention: 0.8 }, [
    v("Dynamic", 36_890, electric(180)),
    v("Premium", 44_890, electric(310)),
  ]),
  model("Atto 3", { body: "SUV", since: 2022, series: "SC2E", retention: 0.8 }, [
    v("Standard Range", 44_499, electric(310)),
    v("Extended Range", 47_999, electric(310)),
  ]),
  model("Seal", { body: "Sedan", since: 2023, series: "EC", drive: "RWD", retention: 0.8 }, [
    v("Dynamic RWD", 49_888, electric(310)),
    v("Premium RWD", 58_798, electric(360)),
    v("Performance AWD", 65_798, electric(670), AWD),
  ]),
  model("Sealion 6", { body: "SUV", since: 2024, series: "SC3", retention: 0.8 }, [
    v("Dynamic", 48_990, plugIn(1.5, 4, "1AT", 1.1, { turbo: true, torque: 300 })),
    v("Premium AWD", 53_990, plugIn(1.5, 4, "1AT", 1.1, { turbo: true, torque: 550 }), AWD),
  ]),
  model("Shark 6", { body: "Ute", since: 2025, series: "SK6", drive: "AWD", gvm: 3_200, retention: 0.82 }, [
    v("Premium Dual Cab Pick Up", 57_900, plugIn(1.5, 4, "1AT", 2.0, { turbo: true, torque: 650 })),
  ]),
]);
