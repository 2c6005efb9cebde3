import { useNavigate } from "@remix-run/react";
import {
  createElement,
  lazy,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type MouseEvent,
} from "react";

/** True until the root's first effect: a part rendered before that is hydrating server HTML. */
let hydrating = true;

/** The root calls this once: parts mounted after it have no server HTML of their own to keep. */
export function useHydrationEnd(): void {
  useEffect(() => {
    hydrating = false;
  }, []);
}

/**
 * A part of a page that is plain HTML once rendered (links, text, forms that post): the
 * server renders it, and the browser keeps that HTML instead of hydrating it, so its code is
 * not in the page's JavaScript (issue 16, decision 033). `server` is the component through a
 * `.server` re-export: empty in the browser bundle. When the part mounts after hydration with
 * no server HTML (a client-side navigation to the page, another tenant's footer after a
 * switch), the component is loaded (`load`) and renders it.
 *
 * Its links stay client-side navigations: a click on a same-site link without a modifier key
 * goes through the router, as a `<Link>` would.
 */
function StaticPart<P extends object>({
  as: Tag,
  id,
  className,
  server: Server,
  client: Client,
  props,
}: {
  as: "footer" | "div";
  id: string;
  className?: string;
  server: ComponentType<P> | undefined;
  client: LazyExoticComponent<ComponentType<P>>;
  props: P;
}) {
  const navigate = useNavigate();
  // The server's HTML, read once as the part hydrates: set back as it was, React leaves it
  // alone, and it is still right if React has to render the page again in the browser.
  const [serverHtml] = useState(() =>
    typeof document !== "undefined" && hydrating ? (document.getElementById(id)?.innerHTML ?? null) : null,
  );
  const followLink = (event: MouseEvent<HTMLElement>) => {
    const link = event.target instanceof Element ? event.target.closest("a") : null;
    if (!link || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || link.target || link.hasAttribute("download")) return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin || !/^https?:$/.test(url.protocol)) return;
    event.preventDefault();
    navigate(`${url.pathname}${url.search}${url.hash}`);
  };

  if (Server) {
    return (
      <Tag id={id} className={className}>
        <Server {...props} />
      </Tag>
    );
  }
  if (serverHtml !== null) {
    return (
      <Tag
        id={id}
        className={className}
        onClick={followLink}
        dangerouslySetInnerHTML={{ __html: serverHtml }}
        suppressHydrationWarning
      />
    );
  }
  return (
    <Tag id={id} className={className} onClick={followLink}>
      <Suspense fallback={null}>
        {createElement(Client as unknown as ComponentType<P>, props)}
      </Suspense>
    </Tag>
  );
}

/** A component rendered as a StaticPart in an element of its own (`as`, `id`, `className`). */
export function staticPart<P extends object>({
  as,
  id,
  className,
  server,
  load,
}: {
  as: "footer" | "div";
  id: string;
  className?: string;
  server: ComponentType<P> | undefined;
  load: () => Promise<ComponentType<P>>;
}) {
  const client = lazy(() => load().then((component) => ({ default: component })));
  return function Part(props: P) {
    return <StaticPart as={as} id={id} className={className} server={server} client={client} props={props} />;
  };
}
