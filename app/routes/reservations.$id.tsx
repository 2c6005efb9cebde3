import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction, AppLoadContext } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import { Form, useLoaderData } from "@remix-run/react";
import { payments } from "~/adapters/payments/index.server";
import { getDatabase } from "~/db/client.server";
import { formatAud } from "~/models/car/display";
import { cancelReservation, confirmReservation, findReservation } from "~/models/payments/holds.server";
import { reservationRole } from "~/models/payments/links.server";
import { ReservationFormSchema } from "~/models/payments/reservation-form";
import { reservationView } from "~/models/payments/reservation-view";
import { nudgeOutboxWorker } from "~/models/leads/outbox-worker.server";
import { readForm } from "~/server/form-body";
import { notFound } from "~/server/http";
import { button, container } from "~/styles/shared.css";
import type { Tenant } from "~/tenants/schema";
import { requestTenant } from "~/pages/request-tenant.server";
import * as styles from "~/components/reserve/ReservePage.css";

/*
 * A paid reservation's own page: the shopper lands here from the payment page
 * and may cancel; the dealer comes from the lead mail's link and may confirm. The link's
 * token says who is looking; without a valid one the page does not exist.
 */

export const meta: MetaFunction = () => [{ title: "Your reservation" }, { name: "robots", content: "noindex" }];

async function requireReservation(request: Request, context: AppLoadContext, idParam: string | undefined, token: string | null) {
  const tenant = requestTenant(request, context);
  const id = Number(idParam);
  const role = Number.isSafeInteger(id) && id > 0 ? reservationRole(id, token) : null;
  const db = await getDatabase();
  const reservation = role ? await findReservation(db, tenant.id, id) : undefined;
  if (!role || !reservation) throw notFound("Reservation not found");
  return { tenant, role, reservation, db };
}

function holdEnd(date: Date | null, tenant: Tenant): string | null {
  if (!date) return null;
  const timeZone = tenant.locations[0]?.timezone ?? "Australia/Perth";
  return new Intl.DateTimeFormat("en-AU", { timeZone, weekday: "short", day: "numeric", month: "short", hour: "numeric", minute: "2-digit" }).format(date);
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const { tenant, role, reservation, db } = await requireReservation(request, context, params.id, token);
  const car = await db.selectFrom("cars").select(["name", "slug"]).where("id", "=", reservation.car_id).executeTakeFirst();
  const view = reservationView(
    {
      status: reservation.status,
      endReason: reservation.end_reason,
      deposit: formatAud(reservation.amount_cents / 100),
      carName: car?.name ?? "car",
      dealerName: tenant.name,
      holdUntil: holdEnd(reservation.hold_until, tenant),
      paymentReference: reservation.payment_reference,
    },
    role,
  );
  return { view, token, carHref: car ? `/cars/${car.slug}` : "/" };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: ReservationFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { token, intent } = submission.value;
  const { role, reservation, db } = await requireReservation(request, context, params.id, token);
  const done =
    intent === "confirm" && role === "dealer"
      ? await confirmReservation(db, reservation)
      : intent === "cancel" && role === "shopper"
        ? await cancelReservation(db, payments(), reservation)
        : false;
  if (done) nudgeOutboxWorker();
  // Post, redirect, get: the page shows what the reservation is now, whether or not this changed it.
  return redirect(`/reservations/${reservation.id}?token=${encodeURIComponent(token)}`, { status: 303 });
}

export default function ReservationRoute() {
  const { view, token, carHref } = useLoaderData<typeof loader>();
  return (
    <div className={`${container} ${styles.page}`}>
      <h1 className={styles.title}>{view.heading}</h1>
      <p className={styles.text}>{view.text}</p>
      {view.action ? (
        <Form method="post">
          <input type="hidden" name="token" value={token ?? ""} />
          <button type="submit" name="intent" value={view.action.intent} className={button.primary}>
            {view.action.label}
          </button>
        </Form>
      ) : null}
      <p className={styles.text}>
        <a href={carHref}>Back to the vehicle</a>
      </p>
    </div>
  );
}
