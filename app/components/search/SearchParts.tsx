// The search page's parts loaded on demand, in one chunk (SearchPartsOnDemand.tsx).
export { SearchJsonLd } from "./SearchJsonLd";
export { SearchResults } from "./SearchResults";
export { SearchSidebar } from "./SearchSidebar";
