import { createHash } from "node:crypto";
import type { DiskCache } from "./disk-cache.server";
import { RecentKeys, SingleFlight } from "./encode-queue";
import type { ImageHost } from "./hosts";
import type { Original } from "./local-files.server";
import { PhotoFetchError } from "./remote-fetch.server";

export type PhotoFetcher = (url: string, hosts: readonly ImageHost[]) => Promise<Uint8Array>;

/**
 * Remote originals, fetched once and kept in the image cache beside the variants. A photo
 * host gives a new upload a new URL, so what a URL held is taken to stay what it holds: the
 * URL is the original's identity. A fetch that failed is not tried again for a while, so a
 * dead host is not asked again for every card that shows its photos.
 */
export class RemoteOriginals {
  private readonly failures: RecentKeys;
  private readonly flights = new SingleFlight<Uint8Array>();

  constructor(
    private readonly cache: DiskCache,
    private readonly fetchPhoto: PhotoFetcher,
    failureMs: number,
    private readonly log: (message: string) => void,
    now: () => number = Date.now,
  ) {
    this.failures = new RecentKeys(failureMs, now);
  }

  /** The original at `url`, or null when its last fetch failed a moment ago. */
  original(url: string, hosts: readonly ImageHost[]): Original | null {
    if (this.failures.has(url)) return null;
    const key = `o${createHash("sha256").update(url).digest("base64url").slice(0, 27)}`;
    return {
      identity: `remote:${url}`,
      svg: false,
      // The network wait happens before the original takes an encode slot.
      prepare: async () => {
        if (!(await this.cache.has(key))) await this.fetchOnce(url, key, hosts);
      },
      load: async () => (await this.cache.get(key)) ?? this.fetchOnce(url, key, hosts),
      release: () => this.cache.delete(key),
    };
  }

  private fetchOnce(url: string, key: string, hosts: readonly ImageHost[]): Promise<Uint8Array> {
    return this.flights.run(url, async () => {
      try {
        const bytes = await this.fetchPhoto(url, hosts);
        await this.cache.put(key, bytes);
        return bytes;
      } catch (error) {
        this.failures.add(url);
        this.log(error instanceof PhotoFetchError ? error.message : `${url}: ${String(error)}`);
        throw error;
      }
    });
  }
}
