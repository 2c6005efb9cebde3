import { model, truckMake, truck, CREW, TRUCK_DIESEL } from "./build";

export const isuzu = truckMake("Isuzu", "JAL", [
  model("N Series", { body: "Cab Chassis", since: 2008, series: "N Series", retention: 0.9 }, [
    truck("NLR 45-150 Traypack", 74_990, TRUCK_DIESEL(3.0, 4, "6AMT", 375), 4_500),
    truck("NNR 45-150 AMT", 79_990, TRUCK_DIESEL(3.0, 4, "6AMT", 375), 4_500),
    truck("NPR 75-190 Tipper", 104_990, TRUCK_DIESEL(5.2, 4, "6AMT", 513), 7_500),
    truck("NQR 87-190 Crew", 112_990, TRUCK_DIESEL(5.2, 4, "6AMT", 513), 8_700, CREW),
    truck("NPS 75-155 4x4 Traypack", 118_990, TRUCK_DIESEL(5.2, 4, "6MT", 419), 7_500, { drive: "4WD" }),
  ]),
  model("F Series", { body: "Cab Chassis", since: 2008, series: "F Series", retention: 0.9 }, [
    truck("FRR 110-240 AMT", 139_990, TRUCK_DIESEL(5.2, 4, "6AMT", 706), 11_000),
    truck("FSR 140-260 Auto", 158_990, TRUCK_DIESEL(7.8, 6, "6AT", 761), 14_000),
    truck("FVR 165-300 Auto", 189_990, TRUCK_DIESEL(7.8, 6, "6AT", 981), 16_500),
    truck("FVZ 260-300 Auto 6x4", 219_990, TRUCK_DIESEL(7.8, 6, "6AT", 981), 26_000),
  ]),
]);
