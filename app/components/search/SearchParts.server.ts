// The server renders the search page's parts at once (SearchPartsOnDemand.tsx); as a .server
// module this re-export is empty in the browser bundle.
export * from "./SearchParts";
