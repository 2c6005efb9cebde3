/**
 * The top-level entry of the page's section, as a `NavLink` would mark it: its path, or a page
 * under it (Home only itself). Case does not matter and the entry's query is left out.
 */
export function isCurrentSection(pathname: string, href: string): boolean {
  const [current, entry] = [pathname.toLowerCase(), href.split(/[?#]/)[0]!.toLowerCase()];
  if (entry === "/" || current === entry) return current === entry;
  const section = entry.endsWith("/") ? entry : `${entry}/`;
  return current.startsWith(section);
}
