/** A searchable attribute setting: "name", "make,model" (same level) or "unordered(colour)". */
export function parseSearchableAttributes(setting: readonly string[]): string[][] {
  return setting.map((entry) =>
    entry.split(",").map((part) => part.trim().replace(/^unordered\((.*)\)$/, "$1")),
  );
}

/** An attributesForFaceting entry without its searchable()/filterOnly()/afterDistinct() wrapper. */
export function facetAttributeName(entry: string): { name: string; filterOnly: boolean } {
  const match = /^(searchable|filterOnly|afterDistinct)\((.*)\)$/.exec(entry.trim());
  if (!match) return { name: entry.trim(), filterOnly: false };
  return { name: match[2]!, filterOnly: match[1] === "filterOnly" };
}
