import { getDatabase } from "~/db/client.server";
import { TEST_DRIVE_DAYS } from "~/models/hours/appointment-slots";
import type { LeadFormSetup } from "~/models/leads/setup";
import type { Tenant } from "~/tenants/schema";
import { freeSlotDays } from "./appointments.server";

/**
 * A test-drive form's set-up with the free times of its location ("test-drive
 * booking with available times per location"): the car's own location, the only one, or the
 * one a link asks for (?location=). With several and none asked there are no times yet.
 * The location is then fixed, so the time and the place the lead names agree.
 */
export async function withTestDriveTimes(
  tenant: Tenant,
  setup: LeadFormSetup,
  askedLocation: string | null = null,
  now = new Date(),
): Promise<LeadFormSetup> {
  const choice =
    setup.locations.length === 1 ? setup.locations[0] : setup.locations.find((location) => String(location.id) === askedLocation);
  const location = tenant.locations.find((candidate) => candidate.id === choice?.id);
  if (!choice || !location) return setup;
  const slotDays = await freeSlotDays(await getDatabase(), tenant, location, "test-drive", TEST_DRIVE_DAYS, now);
  return { ...setup, locations: [choice], slotDays, defaultValue: { ...setup.defaultValue, location: choice.id } };
}
