import { createElement, lazy, memo, Suspense, useEffect, type ComponentType } from "react";

/*
 * A component whose code the browser loads on its own (what the first paint does
 * not need stays out of the page's first JavaScript).
 *
 * The server renders it in full (`rendered`, from a `.server` re-export, which Remix leaves
 * empty in the browser bundle), so the HTML is whole and works without JavaScript. In the
 * browser it is a `React.lazy` inside its own Suspense boundary: the rest of the page hydrates
 * without it, the boundary keeps the server's HTML while the chunk, asked for as hydration
 * reaches it, loads, and then it hydrates as before.
 *
 * It renders again only when its props change (memo): a boundary still keeping the server's
 * HTML that is rendered again outside a transition (a state change of the page around it)
 * would drop that HTML for its empty fallback until the chunk arrives.
 */
export function onDemand<Props extends object>(
  rendered: ComponentType<Props> | undefined,
  load: () => Promise<ComponentType<Props>>,
) {
  let markHydrated = () => {};
  const hydrated = new Promise<void>((resolve) => (markHydrated = resolve));
  const Loaded = lazy(() =>
    load().then((component) => ({
      default: function LoadedOnDemand(props: Props) {
        // Its first commit: the server's HTML has become this component (or it was rendered
        // in the browser from the start, on a page opened by a client navigation).
        useEffect(() => markHydrated(), []);
        return createElement(component, props);
      },
    })),
  );
  const Component = (rendered ?? Loaded) as ComponentType<Props>;
  const OnDemand = memo(function OnDemand(props: Props) {
    return <Suspense fallback={null}>{createElement(Component, props)}</Suspense>;
  });
  /**
   * Settles once the part has hydrated in the browser. New props for a part still keeping the
   * server's HTML make React drop that HTML and render it again (React error 421), so data
   * that changes its props waits for this, not only for the code: after the code arrives,
   * React hydrates the part in a render of its own, which a data update must not overtake.
   */
  return Object.assign(OnDemand, { hydrated });
}
