import { petrol, turboPetrol, diesel, hybrid, electric, model, make, v, AWD } from "./build";

export const hyundai = make("Hyundai", "KMH", [
  model("i30", { body: "Hatch", since: 2008, series: "PD" }, [
    v("2.0 MPi", 29_020, petrol(2.0, 4, "6AT", 7.4)),
    v("N Line Premium", 39_720, turboPetrol(1.6, 4, "7DCT", 6.8, { torque: 265 }), { since: 2018 }),
    v("Sedan Active", 29_220, petrol(2.0, 4, "CVT", 6.0), { body: "Sedan", series: "CN7", since: 2020 }),
    v("Sedan Hybrid", 33_720, hybrid(1.6, 4, "6DCT", 3.9), { body: "Sedan", series: "CN7", since: 2020 }),
    v("N Premium", 54_000, turboPetrol(2.0, 4, "8DCT", 8.5, { torque: 392 }), {
      body: "Sedan",
      series: "CN7",
      since: 2021,
    }),
  ]),
  model("Venue", { body: "SUV", since: 2019, series: "QX" }, [
    v("Venue", 25_200, petrol(1.6, 4, "6AT", 7.0)),
    v("Elite", 29_300, petrol(1.6, 4, "6AT", 7.0)),
  ]),
  model("Kona", { body: "SUV", since: 2017, series: "SX2" }, [
    v("2.0 MPi", 34_000, petrol(2.0, 4, "CVT", 6.6)),
    v("Premium Hybrid", 44_500, hybrid(1.6, 4, "6DCT", 3.9)),
    v("Electric Extended Range", 59_500, electric(255)),
  ]),
  model("Tucson", { body: "SUV", since: 2015, series: "NX4" }, [
    v("2.0 MPi", 36_750, petrol(2.0, 4, "6AT", 8.1)),
    v("Elite Hybrid AWD", 51_500, hybrid(1.6, 4, "6AT", 5.7, { turbo: true, torque: 350 }), AWD),
    v("Highlander 2.0 CRDi AWD", 57_850, diesel(2.0, 4, "8AT", 6.3, { torque: 416 }), AWD),
  ]),
  model("Santa Fe", { body: "SUV", since: 2008, series: "MX5", seats: 7, drive: "AWD" }, [
    v("2.5T AWD", 55_500, turboPetrol(2.5, 4, "8DCT", 9.0, { torque: 422 })),
    v("Elite Hybrid AWD", 63_500, hybrid(1.6, 4, "6AT", 6.0, { turbo: true, torque: 350 })),
    v("Calligraphy Hybrid AWD", 75_000, hybrid(1.6, 4, "6AT", 6.0, { turbo: true, torque: 350 })),
  ]),
  model("Palisade", { body: "SUV", since: 2021, series: "LX2", seats: 8 }, [
    v("Elite 2.2 CRDi AWD", 67_500, diesel(2.2, 4, "8AT", 7.3, { torque: 440 }), AWD),
    v("Calligraphy 2.2 CRDi AWD", 80_000, diesel(2.2, 4, "8AT", 7.3, { torque: 440 }), { ...AWD, seats: 7 }),
  ]),
  model("Ioniq 5", { body: "SUV", since: 2021, series: "NE", drive: "RWD" }, [
    v("Standard Range", 65_500, electric(350)),
    v("Epiq AWD", 80_000, electric(605), AWD),
    v("N", 111_000, electric(740), AWD),
  ]),
  model("Ioniq 6", { body: "Sedan", since: 2023, series: "CE", drive: "RWD" }, [
    v("Dynamiq", 67_500, electric(350)),
    v("Epiq AWD", 82_500, electric(605), AWD),
  ]),
  model("Staria", { body: "People Mover", since: 2021, series: "US4" }, [
    v("2.2 CRDi", 53_500, diesel(2.2, 4, "8AT", 8.2, { torque: 430 })),
    v("Highlander 2.2 CRDi AWD", 68_500, diesel(2.2, 4, "8AT", 8.7, { torque: 430 }), { ...AWD, seats: 7 }),
    v("Load 2.2 CRDi Crew Van", 52_900, diesel(2.2, 4, "8AT", 8.2, { torque: 430 }), {
      body: "Van",
      seats: 5,
    }),
  ]),
  model(
    "iLoad",
    { body: "Van", since: 2008, until: 2021, series: "TQ4", drive: "RWD", seats: 3, gvm: 3_160 },
    [v("2.5 CRDi", 45_290, diesel(2.5, 4, "5AT", 8.8, { torque: 441 }))]
  ),
]);
