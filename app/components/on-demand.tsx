import { createElement, lazy, memo, Suspense, type ComponentType } from "react";

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
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  const Component = (rendered ?? Loaded) as ComponentType<Props>;
  return memo(function OnDemand(props: Props) {
    return <Suspense fallback={null}>{createElement(Component, props)}</Suspense>;
  });
}
