import type { SmsSender } from "./port";

/** A provider over HTTP: POST JSON {to, text}; anything but a 2xx is a failed send. */
export function httpSmsSender(url: string, fetchImpl: typeof fetch = fetch): SmsSender {
  return {
    async send(to, text) {
      const response = await fetchImpl(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS provider answered ${response.status} ${response.statusText}`);
    },
  };
}
