import { z } from "zod";

/*
 * Which photo hosts the server may fetch from (DESIGN.md images port: remote originals only
 * from allowed hosts). The operator lists them in IMAGE_HOSTS, a dealer in its tenant file.
 * A plain function of a URL and the list, so a stock feed importer checks photo URLs by the
 * same rule the image route fetches by.
 */

/**
 * One allowed host: `photos.example.com` (HTTPS on its usual port, public addresses only) or
 * `host:port` (that exact port, plain HTTP too, and a private or loopback address allowed:
 * a photo host on the dealer's LAN, a test's local server). IPv6 literals go in brackets.
 */
export const ImageHostSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^(?:(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/,
    "must be a host name or host:port such as photos.example.com.au or 10.1.2.3:8080",
  )
  .transform((entry) => {
    const match = /^(.*?)(?::(\d{1,5}))?$/.exec(entry)!;
    return { host: match[1]!.replace(/^\[|\]$/g, ""), port: match[2] === undefined ? null : Number(match[2]) };
  })
  .refine((entry) => entry.port === null || (entry.port >= 1 && entry.port <= 65535), "must have a port from 1 to 65535");

export type ImageHost = z.output<typeof ImageHostSchema>;

/** IMAGE_HOSTS: entries separated by commas (spaces allowed). */
export const ImageHostListSchema = z
  .string()
  .default("")
  .transform((list) => list.split(",").map((entry) => entry.trim()).filter(Boolean))
  .pipe(z.array(ImageHostSchema));

export type PhotoUrlCheck =
  | {
      ok: true;
      url: URL;
      /** The URL's host without brackets, and its port. */
      host: string;
      port: number;
      /** Named with its port: the host may sit at a private or loopback address. */
      privateAllowed: boolean;
    }
  | { ok: false; reason: string };

/**
 * Whether a photo's URL may be fetched, by its address alone: https (or http to a host named
 * with its port), no credentials, and a host on the list. The addresses the name resolves to
 * are checked again when the photo is fetched (addresses.server.ts).
 */
export function checkPhotoUrl(text: string, hosts: readonly ImageHost[]): PhotoUrlCheck {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, reason: "is not a URL" };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { ok: false, reason: "must be an https:// URL" };
  if (url.username || url.password) return { ok: false, reason: "must not carry a user name or password" };
  const host = url.hostname.replace(/^\[|\]$/g, "").replace(/\.$/, "");
  const port = url.port ? Number(url.port) : url.protocol === "https:" ? 443 : 80;
  const exact = hosts.some((entry) => entry.host === host && entry.port === port);
  const onDefault = url.protocol === "https:" && port === 443 && hosts.some((entry) => entry.host === host && entry.port === null);
  if (!exact && !onDefault) {
    const listed = hosts.some((entry) => entry.host === host);
    return {
      ok: false,
      reason: !listed
        ? `is on ${url.host}, which is not an allowed photo host`
        : url.protocol === "http:"
          ? "must be an https:// URL (plain http only to a host:port on the list)"
          : `is on port ${port} of ${host}, which is not allowed`,
    };
  }
  return { ok: true, url, host, port, privateAllowed: exact };
}
