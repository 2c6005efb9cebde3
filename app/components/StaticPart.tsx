import { useLocation, useSubmit } from "@remix-run/react";
import { useEffect, useState, type ComponentType, type FormEvent } from "react";
import { useLinksThroughRouter } from "./SiteLink";

/** True until the root's first effect: a part rendered before that is hydrating server HTML. */
let hydrating = true;

/** The root calls this once: parts mounted after it have no server HTML of their own to keep. */
export function useHydrationEnd(): void {
  useEffect(() => {
    hydrating = false;
  }, []);
}

/** Props the same as before: the same values, or, after a revalidation made new objects, equal ones. */
function sameProps(before: object, now: object): boolean {
  const keys = Object.keys(now);
  if (keys.length !== Object.keys(before).length) return false;
  return keys.every((key) => {
    const [was, is] = [(before as Record<string, unknown>)[key], (now as Record<string, unknown>)[key]];
    return was === is || JSON.stringify(was) === JSON.stringify(is);
  });
}

/**
 * A part of a page that is plain HTML once rendered (links, text, forms): the server renders
 * it, and the browser keeps that HTML instead of hydrating it, so its code is not in the
 * page's JavaScript (decision 033). `server` is the component through a `.server`
 * re-export: empty in the browser bundle.
 *
 * The server's HTML is right for the location and props it was rendered with. Once either
 * changes (a client-side navigation: a form's `return_to` and the revealed phone numbers
 * follow the URL), or when the part mounts with no server HTML of its own (a client-side
 * visit to the page, another tenant's footer), the component is loaded and renders it; the
 * server's HTML stays until the code is there.
 *
 * Its links and forms stay client-side: a click on a same-site link without a modifier key
 * goes through the router, as a `<Link>` would, and a same-site form submits through it, as
 * a `<Form>` would (a post keeps the scroll position: its redirect comes back to the page).
 */
function StaticPart<P extends object>({
  as: Tag,
  id,
  className,
  server: Server,
  loaded,
  load,
  props,
}: {
  as: "footer" | "div";
  id: string;
  className?: string;
  server: ComponentType<P> | undefined;
  loaded: () => ComponentType<P> | undefined;
  load: () => Promise<ComponentType<P>>;
  props: P;
}) {
  const followLink = useLinksThroughRouter();
  const submit = useSubmit();
  const location = useLocation();
  // The server's HTML, read once as the part hydrates: set back as it was, React leaves it
  // alone, and it is still right if React has to render the page again in the browser.
  const [hydratedWith] = useState(() =>
    typeof document !== "undefined" && hydrating
      ? { html: document.getElementById(id)?.innerHTML ?? null, locationKey: location.key, props }
      : null,
  );
  const serverHtml = hydratedWith?.html ?? null;
  const serverHtmlIsCurrent =
    serverHtml !== null && hydratedWith?.locationKey === location.key && sameProps(hydratedWith.props, props);
  const [Loaded, setLoaded] = useState(() => loaded());
  const needsCode = !Server && !serverHtmlIsCurrent;
  useEffect(() => {
    if (!needsCode || Loaded) return;
    let mounted = true;
    void load().then((component) => {
      if (mounted) setLoaded(() => component);
    });
    return () => {
      mounted = false;
    };
  }, [needsCode, Loaded, load]);

  const submitThroughRouter = (event: FormEvent<HTMLElement>) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || event.defaultPrevented || form.target) return;
    if (new URL(form.action, window.location.href).origin !== window.location.origin) return;
    event.preventDefault();
    // The server wrote the page it was on into `return_to`; after a client-side navigation the
    // form is on another one until the part renders again.
    const returnTo = form.elements.namedItem("return_to");
    if (returnTo instanceof HTMLInputElement) returnTo.value = `${location.pathname}${location.search}`;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const button = submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null;
    submit(button ?? form, { preventScrollReset: form.method.toLowerCase() === "post" });
  };

  if (Server) {
    return (
      <Tag id={id} className={className}>
        <Server {...props} />
      </Tag>
    );
  }
  if (Loaded && !serverHtmlIsCurrent) {
    return (
      <Tag id={id} className={className} onClick={followLink} onSubmit={submitThroughRouter}>
        <Loaded {...props} />
      </Tag>
    );
  }
  return (
    <Tag
      id={id}
      className={className}
      onClick={followLink}
      onSubmit={submitThroughRouter}
      dangerouslySetInnerHTML={{ __html: serverHtml ?? "" }}
      suppressHydrationWarning
    />
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
  // Loaded once for every page: a part mounted later renders at once.
  let component: ComponentType<P> | undefined;
  const loaded = () => component;
  const loadOnce = () =>
    load().then((loadedComponent) => {
      component = loadedComponent;
      return loadedComponent;
    });
  return function Part(props: P) {
    return <StaticPart as={as} id={id} className={className} server={server} loaded={loaded} load={loadOnce} props={props} />;
  };
}
