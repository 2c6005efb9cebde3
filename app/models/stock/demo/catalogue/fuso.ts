import { electric, model, truckMake, truck, CREW, TRUCK_DIESEL } from "./build";

export const fuso = truckMake("Fuso", "JLF", [
  model("Canter", { body: "Cab Chassis", since: 2008, series: "FEB", retention: 0.88 }, [
    truck("515 Wide Cab Duonic", 72_990, TRUCK_DIESEL(3.0, 4, "6AMT", 370), 5_500),
    truck("615 Wide Cab Tipper", 84_990, TRUCK_DIESEL(3.0, 4, "6AMT", 370), 6_500),
    truck("918 Wide Cab Crew", 99_990, TRUCK_DIESEL(3.0, 4, "6AMT", 430), 8_500, CREW),
    truck("eCanter 515 Wide Cab", 159_990, electric(430), 5_500),
  ]),
  model("Fighter", { body: "Cab Chassis", since: 2008, series: "FK", retention: 0.88 }, [
    truck("1024 Standard Cab", 129_990, TRUCK_DIESEL(7.7, 6, "6AMT", 785), 10_400),
    truck("1424 Wide Cab Auto", 149_990, TRUCK_DIESEL(7.7, 6, "6AT", 785), 14_000),
    truck("1627 Wide Cab Auto", 169_990, TRUCK_DIESEL(7.7, 6, "6AT", 882), 16_000),
    truck("2427 6x4 Auto", 199_990, TRUCK_DIESEL(7.7, 6, "6AT", 882), 24_000),
  ]),
]);
