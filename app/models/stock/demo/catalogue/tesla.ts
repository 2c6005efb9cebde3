import { electric, model, make, v, AWD } from "./build";

export const tesla = make("Tesla", "LRW", [
  model("Model 3", { body: "Sedan", since: 2019, series: "Highland", drive: "RWD", retention: 0.82 }, [
    v("Rear-Wheel Drive", 54_900, electric(420)),
    v("Long Range AWD", 67_900, electric(493), AWD),
    v("Performance AWD", 80_900, electric(741), AWD),
  ]),
  model("Model Y", { body: "SUV", since: 2022, series: "Juniper", drive: "RWD", retention: 0.82 }, [
    v("Rear-Wheel Drive", 58_900, electric(420)),
    v("Long Range AWD", 68_900, electric(493), AWD),
    v("Performance AWD", 82_900, electric(660), AWD),
  ]),
]);
