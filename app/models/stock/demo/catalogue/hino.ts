import { hybrid, model, truckMake, truck, CREW, TRUCK_DIESEL } from "./build";

export const hino = truckMake("Hino", "JHD", [
  model("300 Series", { body: "Cab Chassis", since: 2008, series: "300 Series", retention: 0.89 }, [
    truck("616 IFS Auto", 78_990, TRUCK_DIESEL(4.0, 4, "6AT", 464), 6_500),
    truck("716 Wide Cab Tipper", 92_990, TRUCK_DIESEL(4.0, 4, "6AT", 464), 7_500),
    truck("917 Wide Cab Crew", 101_990, TRUCK_DIESEL(4.0, 4, "6AT", 464), 8_500, CREW),
    truck(
      "721 Hybrid",
      109_990,
      hybrid(4.0, 4, "6AMT", 11.5, { turbo: true, tank: 100, torque: 510 }),
      7_500
    ),
  ]),
  model("500 Series", { body: "Cab Chassis", since: 2008, series: "500 Series", retention: 0.89 }, [
    truck("FC 1124 Standard Cab", 134_990, TRUCK_DIESEL(5.1, 4, "6AMT", 657), 11_000),
    truck("FD 1128 Wide Cab", 149_990, TRUCK_DIESEL(5.1, 4, "6AT", 657), 11_000),
    truck("FE 1426 Auto", 164_990, TRUCK_DIESEL(8.0, 6, "6AT", 794), 14_000),
    truck("GH 1828 Auto", 184_990, TRUCK_DIESEL(8.0, 6, "6AT", 794), 18_000),
  ]),
]);
