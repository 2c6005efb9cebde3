import { petrol, turboPetrol, hybrid, electric, model, make, v, AWD } from "./build";

export const subaru = make("Subaru", "JF1", [
  model("Impreza", { body: "Hatch", since: 2008, series: "GU", drive: "AWD" }, [
    v("2.0i", 31_990, petrol(2.0, 4, "CVT", 7.2)),
    v("2.0i-S", 37_990, petrol(2.0, 4, "CVT", 7.2)),
    v("2.0i-L Sedan", 30_990, petrol(2.0, 4, "CVT", 7.2), { body: "Sedan", series: "GK" }),
  ]),
  model("Crosstrek", { body: "SUV", since: 2012, series: "GU", drive: "AWD" }, [
    v("2.0R", 36_190, petrol(2.0, 4, "CVT", 7.2)),
    v("Hybrid S", 45_690, hybrid(2.0, 4, "CVT", 6.5)),
  ]),
  model("Forester", { body: "SUV", since: 2008, series: "SL", drive: "AWD" }, [
    v("2.5i", 40_490, petrol(2.5, 4, "CVT", 7.4)),
    v("2.5i Sport", 46_490, petrol(2.5, 4, "CVT", 7.4)),
    v("Hybrid S", 52_490, hybrid(2.0, 4, "CVT", 6.7)),
  ]),
  model("Outback", { body: "Wagon", since: 2008, series: "BT", drive: "AWD" }, [
    v("AWD", 46_490, petrol(2.5, 4, "CVT", 7.3)),
    v("AWD Touring", 54_490, petrol(2.5, 4, "CVT", 7.3)),
    v("AWD Touring XT", 59_990, turboPetrol(2.4, 4, "CVT", 9.0, { torque: 350 })),
  ]),
  model("Levorg", { body: "Wagon", since: 2016, until: 2021, series: "VN", drive: "AWD" }, [
    v("2.0 GT-S", 51_990, turboPetrol(2.0, 4, "CVT", 8.7, { torque: 350 })),
  ]),
  model("WRX", { body: "Sedan", since: 2008, series: "VB", drive: "AWD" }, [
    v("AWD", 46_490, turboPetrol(2.4, 4, "6MT", 10.8, { torque: 350 })),
    v("tS AWD", 60_290, turboPetrol(2.4, 4, "CVT", 8.5, { torque: 350 })),
    v("Sportswagon GT AWD", 56_990, turboPetrol(2.4, 4, "CVT", 8.5, { torque: 350 }), { body: "Wagon" }),
  ]),
  model("BRZ", { body: "Coupe", since: 2012, series: "ZD8", drive: "RWD", seats: 4 }, [
    v("Manual", 43_790, petrol(2.4, 4, "6MT", 9.5, { tank: 50, torque: 250 })),
    v("tS", 47_990, petrol(2.4, 4, "6AT", 8.8, { tank: 50, torque: 250 })),
  ]),
  model("Solterra", { body: "SUV", since: 2023, series: "XEAM10", drive: "AWD" }, [
    v("AWD Touring", 76_990, electric(337)),
  ]),
]);
