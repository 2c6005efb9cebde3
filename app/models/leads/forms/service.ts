import { z } from "zod";
import { SERVICE_REQUIRED, SLOT_REQUIRED, VEHICLE_MAKE_REQUIRED, VEHICLE_MODEL_REQUIRED, tooLong } from "./copy";
import {
  appointmentField,
  customerFields,
  formGuardFields,
  type LeadFormOptions,
  locationField,
  messageField,
  odometerField,
  regoField,
} from "./fields";

/** What a shopper may book (/service/booking); anything else goes in the message. */
export const SERVICE_TYPES = [
  "Logbook service",
  "General service",
  "Brakes and tyres",
  "Air conditioning",
  "Diagnosis of a fault",
  "Recall or warranty work",
] as const;

const MAX_NAME = 50;

function required(message: string) {
  return z.string({ required_error: message }).trim().min(1, message).max(MAX_NAME, tooLong(MAX_NAME));
}

/**
 * A service booking (vehicle-page §2 /service/booking): the shopper's car, the
 * service wanted, and a day and time from the location's free service slots.
 */
export function serviceBookingSchema(options: LeadFormOptions = {}) {
  return z.object({
    ...formGuardFields,
    ...customerFields,
    location: locationField(options.locationIds),
    appointment: appointmentField(SLOT_REQUIRED),
    service_type: z.enum(SERVICE_TYPES, { errorMap: () => ({ message: SERVICE_REQUIRED }) }),
    Rego: regoField(),
    vehicle_make: required(VEHICLE_MAKE_REQUIRED),
    vehicle_model: required(VEHICLE_MODEL_REQUIRED),
    service_km: odometerField().optional(),
    message: messageField(false),
  });
}
