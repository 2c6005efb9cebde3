import { z } from "zod";
import { href, path } from "./places";

/** The tenant schema's parts for the site itself: menus, footer, texts, features, banner, hero. */

export interface MenuItemShape {
  label: string;
  href?: string;
  children?: MenuItemShape[];
}

/** A menu entry: a link, or a dropdown of links (a dropdown may also have its own link). */
export const menuItem: z.ZodType<MenuItemShape> = z.lazy(() =>
  z
    .object({
      label: z.string().min(1),
      href: href.optional(),
      children: z.array(menuItem).optional(),
    })
    .refine((item) => item.href || (item.children && item.children.length > 0), {
      message: "needs an href or children",
    }),
);

export const footerGroup = z.object({
  title: z.string().min(1),
  links: z.array(z.object({ label: z.string().min(1), href })).min(1),
});

/** Texts a dealer may reword; defaults are the spec's. */
export const labels = z
  .object({
    soldTag: z.string().default("JUST SOLD"),
    newArrival: z.string().default("New Arrival"),
    noPrice: z.string().default("Enquire for price."),
    callText: z.string().default("Call the dealer"),
    viewDetails: z.string().default("View Details"),
    enquire: z.string().default("Enquire"),
    testDrive: z.string().default("Book a Test Drive"),
    /** {amount} is replaced by the reservation deposit, e.g. $200. */
    reserve: z.string().default("Reserve Now {amount}"),
    finance: z.string().default("Get Finance"),
    tradeIn: z.string().default("Trade In"),
    findSimilar: z.string().default("Find Me Something Similar"),
    enquireSubmit: z.string().default("Enquire Now"),
    /** What the stock is called: cars, caravans, trucks. */
    stockNoun: z.string().default("cars"),
    /** The vehicle type in sentences such as the SOLD notice: car, caravan, truck. */
    vehicleType: z.string().default("car"),
  })
  .default({});

/** Features switched on per tenant (spec/search-journey.md §1). */
export const features = z
  .object({
    garage: z.boolean().default(false),
    favourites: z.boolean().default(true),
    compare: z.boolean().default(false),
    reservation: z.boolean().default(false),
    financeButton: z.boolean().default(true),
    phoneMasking: z.boolean().default(false),
    greenEvTag: z.boolean().default(false),
    sellYourCarBanner: z.boolean().default(false),
    /** Reserve path is /cars/{slug}/buy-online instead of /cars/{slug}/checkout. */
    buyOnline: z.boolean().default(false),
    guarantees: z.boolean().default(false),
    subscriptions: z.boolean().default(false),
    /** Lead forms show the self-hosted proof-of-work captcha to browsers with JavaScript. */
    captcha: z.boolean().default(true),
    /** vehicle-page §5: "Enquiry message required unless a dealer flag disables it." */
    enquiryMessageRequired: z.boolean().default(true),
  })
  .default({});

export const banner = z
  .object({
    heading: z.string().default("We Would Love To Buy Your Vehicle. Get $$$ For Your Car Today!"),
    buttonText: z.string().default("Click Here To Sell"),
    href: path.default("/sell-your-car"),
  })
  .default({});

export const hero = z.object({
  heading: z.string().min(1),
  subheading: z.string().optional(),
});
