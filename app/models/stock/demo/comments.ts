import type { CarType } from "~/db/schema";
import type { ItemType } from "~/models/car/vocabulary";
import { unique } from "./helpers";
import type { Random } from "./random";

export interface CommentFacts {
  carType: CarType;
  year: number;
  make: string;
  model: string;
  badge: string;
  km: number | null;
  certified: boolean;
  features: string[];
  itemType: ItemType;
  dealership: string;
}

/** Dealer comments as a yard writes them; some run past the 400-character truncation. */
export function dealerComments(facts: CommentFacts, random: Random): string {
  const what = `${facts.year} ${facts.make} ${facts.model} ${facts.badge}`;
  const highlights = facts.features.slice(-4).join(", ");
  const sentences: string[] = [];
  if (facts.carType === "new") {
    sentences.push(`Brand new ${what} available now at ${facts.dealership}.`);
    sentences.push(`Comes with the full factory warranty and features including ${highlights}.`);
  } else if (facts.carType === "demo") {
    sentences.push(`Save on this ex-demonstrator ${what} with only ${formatKm(facts.km)} on the clock.`);
    sentences.push(`Balance of new car warranty, and equipped with ${highlights}.`);
  } else {
    sentences.push(
      `This ${what} is in excellent condition${facts.km === null ? "" : ` with ${formatKm(facts.km)}`}.`
    );
    sentences.push(`Highlights include ${highlights}.`);
    if (facts.certified) {
      sentences.push(
        "Toyota Certified Pre-Owned: 90 point inspection, 1 year warranty and 1 year roadside assist."
      );
    }
  }
  if (facts.itemType === "Caravan")
    sentences.push("Full pre-delivery inspection and handover, plus a towing check with your vehicle.");
  if (facts.itemType === "Truck")
    sentences.push("Workshop serviced and ready to work; body builds and finance packages available.");
  const extras = [
    "Trade-ins welcome and finance available on approved credit.",
    "Serviced and detailed before delivery, with a fresh roadworthy certificate.",
    "Book a test drive today or call our team for a walkaround video.",
    "Delivery can be arranged anywhere in Australia.",
    "Every vehicle passes a multi-point safety inspection before it reaches the yard, and our team will happily talk you through the service history, the remaining warranty and the finance options that suit your budget.",
  ];
  const extraCount = random.int(1, 4);
  for (let i = 0; i < extraCount; i++)
    sentences.push(extras[(random.int(0, extras.length - 1) + i) % extras.length]!);
  return unique(sentences).join(" ");
}

function formatKm(km: number | null): string {
  return km === null ? "" : `${km.toLocaleString("en-AU")} km`;
}
