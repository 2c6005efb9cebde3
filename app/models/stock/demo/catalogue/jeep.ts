import { petrol, turboPetrol, plugIn, model, make, v, AWD } from "./build";

export const jeep = make("Jeep", "1C4", [
  model("Compass", { body: "SUV", since: 2017, series: "M6" }, [
    v("Night Eagle FWD", 46_950, petrol(2.4, 4, "6AT", 7.8, { tank: 60, torque: 230 })),
    v("Limited 4x4", 53_950, petrol(2.4, 4, "9AT", 8.6, { tank: 60, torque: 230 }), AWD),
    v("S-Limited 4x4", 57_950, petrol(2.4, 4, "9AT", 8.6, { tank: 60, torque: 230 }), AWD),
  ]),
  model("Wrangler", { body: "SUV", since: 2008, series: "JL", drive: "4WD", seats: 5 }, [
    v("Night Eagle 4x4", 84_950, turboPetrol(2.0, 4, "8AT", 9.4, { tank: 81, torque: 400 })),
    v("Rubicon 4x4", 97_950, turboPetrol(2.0, 4, "8AT", 9.6, { tank: 81, torque: 400 })),
  ]),
  model("Grand Cherokee", { body: "SUV", since: 2011, series: "WL", drive: "4WD" }, [
    v("Night Eagle 4x4", 81_450, petrol(3.6, 6, "8AT", 10.4, { tank: 87, torque: 344 })),
    v("Limited 4x4", 91_450, petrol(3.6, 6, "8AT", 10.4, { tank: 87, torque: 344 })),
    v("Summit Reserve 4xe", 115_450, plugIn(2.0, 4, "8AT", 3.8, { turbo: true, tank: 66, torque: 637 })),
  ]),
  model("Gladiator", { body: "Ute", since: 2020, series: "JT", drive: "4WD" }, [
    v("Night Eagle 4x4", 86_950, petrol(3.6, 6, "8AT", 12.4, { tank: 83, torque: 347 })),
    v("Rubicon 4x4", 99_950, petrol(3.6, 6, "8AT", 12.4, { tank: 83, torque: 347 })),
  ]),
]);
