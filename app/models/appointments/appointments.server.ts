import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import {
  addDays,
  availableSlots,
  slotDayLabel,
  slotOptions,
  type Appointment,
  type AppointmentKind,
  type SlotDay,
} from "~/models/hours/appointment-slots";
import { localDate } from "~/models/hours/opening-hours";
import type { Tenant, TenantLocation } from "~/tenants/schema";

/*
 * The appointments table read and written for the slot rule (models/hours/appointment-slots):
 * which starts are taken, and the free ones a page offers. The tenant is in every query.
 */

/** Starts already booked at a location, for one kind and local date. */
export async function bookedTimes(
  db: Kysely<Database>,
  tenant: Pick<Tenant, "id">,
  locationId: number,
  kind: AppointmentKind,
  dates: readonly string[],
): Promise<Map<string, string[]>> {
  const booked = new Map<string, string[]>(dates.map((date) => [date, []]));
  if (dates.length === 0) return booked;
  const rows = await db
    .selectFrom("appointments")
    .select(["date", "start_time"])
    .where("website_id", "=", tenant.id)
    .where("location_id", "=", locationId)
    .where("kind", "=", kind)
    .where("date", "in", dates)
    .execute();
  for (const row of rows) booked.get(row.date)?.push(row.start_time);
  return booked;
}

/** The free starts of one date at a location. */
export async function freeTimes(
  db: Kysely<Database>,
  tenant: Pick<Tenant, "id">,
  location: TenantLocation,
  kind: AppointmentKind,
  date: string,
  now: Date,
): Promise<string[]> {
  const booked = await bookedTimes(db, tenant, location.id, kind, [date]);
  return availableSlots(location, { kind, date, now, booked: booked.get(date) });
}

/** The next `days` days at a location with their free slots, days without any left out. */
export async function freeSlotDays(
  db: Kysely<Database>,
  tenant: Pick<Tenant, "id">,
  location: TenantLocation,
  kind: AppointmentKind,
  days: number,
  now: Date,
): Promise<SlotDay[]> {
  const today = localDate(now, location.timezone);
  const dates = Array.from({ length: days }, (_, offset) => addDays(today, offset));
  const booked = await bookedTimes(db, tenant, location.id, kind, dates);
  return dates
    .map((date) => ({
      date,
      label: slotDayLabel(date),
      slots: slotOptions(date, availableSlots(location, { kind, date, now, booked: booked.get(date) })),
    }))
    .filter((day) => day.slots.length > 0);
}

/** A slot taken between the check and the insert: the lead's transaction is rolled back. */
export class SlotTakenError extends Error {
  constructor(appointment: Appointment) {
    super(`${appointment.kind} slot ${appointment.date} ${appointment.time} at location ${appointment.locationId} is taken`);
  }
}

/**
 * Books the slot for a lead inside the lead's transaction. Whether it is free is asked
 * first (the rule: hours, the past, the bookings); the unique key answers a post that
 * raced this one to the same slot. Either way the answer is SlotTakenError.
 */
export async function bookAppointment(
  trx: Kysely<Database>,
  tenant: Tenant,
  appointment: Appointment,
  leadId: number,
  now: Date,
): Promise<void> {
  const location = tenant.locations.find((candidate) => candidate.id === appointment.locationId);
  const free = location ? await freeTimes(trx, tenant, location, appointment.kind, appointment.date, now) : [];
  if (!free.includes(appointment.time)) throw new SlotTakenError(appointment);
  const booked = await trx
    .insertInto("appointments")
    .values({
      website_id: tenant.id,
      lead_id: leadId,
      kind: appointment.kind,
      location_id: appointment.locationId,
      date: appointment.date,
      start_time: appointment.time,
      created_at: now,
    })
    .onConflict((conflict) => conflict.constraint("appointments_slot_key").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!booked) throw new SlotTakenError(appointment);
}
