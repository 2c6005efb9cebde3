import { useEffect, useLayoutEffect } from "react";

/**
 * useLayoutEffect in the browser, so a stored preference is applied before the browser
 * paints; useEffect on the server, where layout effects do not run (and React warns).
 */
export const useIsomorphicLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;
