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

// The page's tenant shell first (decision 045): the header, the footer and the cards render
// from it. If it cannot be had, the page stays as the server sent it, which works without
// JavaScript, rather than hydrate into a page without its site.
const shellHref = document.querySelector("link[data-tenant-shell]")?.getAttribute("href");
if (!shellHref) {
  hydrate();
} else {
  loadTenantShell(shellHref)
    .catch(() => new Promise((resolve) => setTimeout(resolve, 1000)).then(() => loadTenantShell(shellHref)))
    .then(hydrate, (error: unknown) => console.error("The page stays as the server sent it:", error));
}
