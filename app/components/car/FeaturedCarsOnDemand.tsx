import { onDemand } from "~/components/on-demand";
import type * as Featured from "./FeaturedCars";
import * as renderedOnServer from "./FeaturedCars.server";

/*
 * The home page's latest arrivals with their cards' code in a chunk of its own (the
 * card was 4.4 kB gzip of the home page's first JavaScript, over the 100 kB target). The
 * server renders them in full (onDemand); the cards are links and their Save/Compare buttons
 * plain form posts, so they work before the chunk has loaded, as they do without JavaScript.
 */

// Undefined in the browser, where the .server module is empty.
const serverFeatured: Partial<typeof Featured> = renderedOnServer;

export const FeaturedCarsOnDemand = onDemand(serverFeatured.FeaturedCars, () =>
  import("./FeaturedCars").then((loaded) => loaded.FeaturedCars),
);
