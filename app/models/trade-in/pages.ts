import { TRADE_IN_ESTIMATE_LIMITS } from "~/models/leads/schemas";
import type { NoEstimateReason } from "./valuation";

/** vehicle-page §2 Routes: the trade-in valuation for a car, and the general trade-in or selling pages. */
export const TRADE_IN_PATHS = ["/cars/trade-in", "/trade-in", "/sell-your-car", "/sell-my-car"] as const;
export type TradeInPath = (typeof TRADE_IN_PATHS)[number];

export function isTradeInPath(path: string): path is TradeInPath {
  return (TRADE_IN_PATHS as readonly string[]).includes(path);
}

export interface TradeInPageCopy {
  title: string;
  heading: string;
  intro: string;
}

/** The words of each page: trading in towards a car, or selling outright. */
export function tradeInPageCopy(path: TradeInPath, dealerName: string, carName: string | null): TradeInPageCopy {
  if (path === "/sell-your-car" || path === "/sell-my-car") {
    return {
      title: `Sell your car | ${dealerName}`,
      heading: "Sell your car",
      intro: `Tell us about your car and get an estimate in a few minutes. ${dealerName} buys good cars outright: you don't need to buy one from us.`,
    };
  }
  if (path === "/cars/trade-in" && carName) {
    return {
      title: `Trade in your car towards the ${carName} | ${dealerName}`,
      heading: "Trade in your car",
      intro: `Find out what your car is worth as a trade-in towards the ${carName}.`,
    };
  }
  return {
    title: `Value your trade-in | ${dealerName}`,
    heading: "Value your trade-in",
    intro: `Find out what your car is worth as a trade-in on your next car from ${dealerName}.`,
  };
}

/** Said instead of an estimate: the shopper's details still reach the dealer. */
export const DEALER_WILL_VALUE = "The dealer will contact you with a valuation.";

/** Why there is no online estimate for this car, in the shopper's words. */
export function noEstimateText(reason: NoEstimateReason): string {
  switch (reason) {
    case "too-old":
    case "too-many-km":
      return `${TRADE_IN_ESTIMATE_LIMITS} ${DEALER_WILL_VALUE}`;
    case "too-few-comparables":
      return `We don't have enough cars like yours listed to estimate its value online. ${DEALER_WILL_VALUE}`;
    case "car-not-described":
      return DEALER_WILL_VALUE;
  }
}

/** The page's FAQ; the second answer is vehicle-page §5's statement. */
export const TRADE_IN_FAQ: readonly { question: string; answer: string }[] = [
  {
    question: "How is my estimate worked out?",
    answer:
      "We compare your car with similar cars listed for sale today: the same make and model, built within two years of yours. We adjust for kilometres and for the condition you describe, then allow for what it costs the dealer to get a car ready for sale.",
  },
  {
    question: "Can every car get an online estimate?",
    answer: `${TRADE_IN_ESTIMATE_LIMITS} ${DEALER_WILL_VALUE}`,
  },
  {
    question: "Is the estimate a firm offer?",
    answer:
      "It's a guide. When you accept it, the dealer contacts you to inspect the car and confirm the price. You are under no obligation to sell.",
  },
  {
    question: "Why do you ask for the registration?",
    answer:
      "So the dealer can check the car's registration and history before the inspection. We don't look it up online: that's why we ask you for the car's year, make, model and kilometres.",
  },
];
