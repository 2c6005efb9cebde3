// The server renders the home page's plain sections (HomeParts.tsx); as a .server module this
// re-export is empty in the browser, which keeps the server's HTML instead of their code.
export { HomeIntro, HomeVisit } from "./HomeSections";
