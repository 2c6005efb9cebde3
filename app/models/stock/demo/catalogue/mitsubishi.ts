import { petrol, turboPetrol, diesel, plugIn, model, make, v, AWD, SINGLE_CAB } from "./build";

export const mitsubishi = make("Mitsubishi", "MMA", [
  model("Triton", { body: "Ute", since: 2008, series: "MV", gvm: 3_200, retention: 0.88 }, [
    v("GLX 4x2 Single Cab Chassis", 35_990, diesel(2.4, 4, "6MT", 7.7, { tank: 75, torque: 430 }), SINGLE_CAB),
    v(
      "GLX+ 4x4 Double Cab Pick Up",
      53_240,
      diesel(2.4, 4, "6AT", 7.7, { turbo: "twin", tank: 75, torque: 470 })
    ),
    v(
      "GSR 4x4 Double Cab Pick Up",
      64_040,
      diesel(2.4, 4, "6AT", 7.7, { turbo: "twin", tank: 75, torque: 470 })
    ),
  ]),
  model("Pajero Sport", { body: "SUV", since: 2015, series: "QF", seats: 7, drive: "4WD" }, [
    v("GLX 4WD", 50_290, diesel(2.4, 4, "8AT", 8.0, { tank: 68, torque: 430 }), { seats: 5 }),
    v("Exceed 4WD", 59_690, diesel(2.4, 4, "8AT", 8.0, { tank: 68, torque: 430 })),
  ]),
  model("Pajero", { body: "SUV", since: 2008, until: 2021, series: "NX", seats: 7, drive: "4WD" }, [
    v("GLX", 55_990, diesel(3.2, 4, "5AT", 9.2, { tank: 88, torque: 441 })),
    v("Exceed", 66_490, diesel(3.2, 4, "5AT", 9.2, { tank: 88, torque: 441 })),
  ]),
  model("Outlander", { body: "SUV", since: 2008, series: "ZM" }, [
    v("ES 2WD", 37_690, petrol(2.5, 4, "CVT", 7.5)),
    v("Aspire AWD", 46_890, petrol(2.5, 4, "CVT", 7.7), { ...AWD, seats: 7 }),
    v("Exceed PHEV AWD", 65_190, plugIn(2.4, 4, "1AT", 1.5, { torque: 195 }), { ...AWD, seats: 7 }),
  ]),
  model("ASX", { body: "SUV", since: 2010, series: "XD" }, [
    v("LS", 30_990, petrol(2.0, 4, "CVT", 7.7)),
    v("Exceed", 36_490, petrol(2.4, 4, "CVT", 7.9)),
  ]),
  model("Eclipse Cross", { body: "SUV", since: 2018, series: "YB" }, [
    v("ES 2WD", 34_190, turboPetrol(1.5, 4, "CVT", 7.3, { torque: 250 })),
    v("Aspire PHEV AWD", 52_440, plugIn(2.4, 4, "1AT", 1.9, { torque: 199 }), AWD),
  ]),
  model("Mirage", { body: "Hatch", since: 2013, until: 2023, series: "LB" }, [
    v("ES", 19_490, petrol(1.2, 3, "CVT", 5.1)),
  ]),
  model("Lancer", { body: "Sedan", since: 2008, until: 2017, series: "CF" }, [
    v("ES Sport", 22_500, petrol(2.0, 4, "CVT", 7.2)),
  ]),
]);
