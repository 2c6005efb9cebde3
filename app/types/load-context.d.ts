import "@remix-run/node";

/*
 * What scripts/server.mjs puts in every loader's and action's context. The shopper's address
 * is the server's to decide: Express reads X-Forwarded-For only from the proxies TRUST_PROXY
 * names, so a route never reads that header itself (a client writes whatever it likes there).
 */
declare module "@remix-run/node" {
  interface AppLoadContext {
    getClientAddress: () => string | null;
  }
}
