// React 18 ships the web-streams renderer as react-dom/server.browser; @types/react-dom
// declares it only on react-dom/server. See html-stream.ts for why we render with it.
declare module "react-dom/server.browser" {
  export { renderToReadableStream } from "react-dom/server";
}
