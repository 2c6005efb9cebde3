import { staticPart } from "../StaticPart";
import type * as Sections from "./HomeSections";
import * as renderedOnServer from "./HomeSections.server";

// Undefined in the browser, where the .server module is empty.
const serverSections: Partial<typeof Sections> = renderedOnServer;
const loadSections = () => import("./HomeSections");

/*
 * The home page's sections around the featured cars are links, text and a GET form: the
 * browser keeps the server's HTML and loads their code only when the page is rendered there
 * (a client-side navigation to it). The home page's JavaScript.
 */
export const HomeIntroPart = staticPart({
  as: "div",
  id: "home-intro",
  server: serverSections.HomeIntro,
  load: () => loadSections().then((module) => module.HomeIntro),
});

export const HomeVisitPart = staticPart({
  as: "div",
  id: "home-visit",
  server: serverSections.HomeVisit,
  load: () => loadSections().then((module) => module.HomeVisit),
});
