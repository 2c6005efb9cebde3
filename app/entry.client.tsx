import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadTenantShell } from "~/hooks/useTenant";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
}

/**
 * Settles after the browser has painted a frame. The page as the server sent it is whole, so
 * it is shown before hydration starts: when the modules arrived with the stylesheet, a
 * page's hydration (a second of work on a slow phone for a dealer group's vehicle page) ran
 * before the first frame, and the first paint waited for all of it.
 */
const firstPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

// The page's tenant shell first (decision 045): the header, the footer and the cards render
// from it. If it cannot be had, the page stays as the server sent it, which works without
// JavaScript, rather than hydrate into a page without its site.
const shellHref = document.querySelector("link[data-tenant-shell]")?.getAttribute("href");
const shellLoaded = shellHref
  ? loadTenantShell(shellHref).catch(() =>
      new Promise((resolve) => setTimeout(resolve, 1000)).then(() => loadTenantShell(shellHref)),
    )
  : Promise.resolve();
Promise.all([shellLoaded, firstPaint()]).then(hydrate, (error: unknown) =>
  console.error("The page stays as the server sent it:", error),
);
