import { createContext, useContext } from "react";

/**
 * The CSP nonce of the page being rendered (server/security-headers.ts), for components that
 * render an inline <script>. The server provides it; in the browser it is "" (browsers hide a
 * nonce from scripts, and hydration does not compare it), which is fine: scripts inserted
 * after the page loaded are React's, not the parser's.
 */
export const NonceContext = createContext("");

export function useNonce(): string {
  return useContext(NonceContext);
}
