// The server renders the root's error page at once (ErrorBoundaryOnDemand.tsx); as a .server
// module this re-export is empty in the browser, where the error page's code loads on demand.
export { GeneralErrorBoundary } from "./GeneralErrorBoundary";
