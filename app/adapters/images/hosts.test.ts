import { describe, expect, it } from "vitest";
import { checkPhotoUrl, ImageHostListSchema } from "./hosts";

const hosts = ImageHostListSchema.parse("photos.dealer.com.au, cdn.feed.example:8443, 127.0.0.1:4010, [::1]:4011");

describe("the photo host allow list", () => {
  it("reads host and host:port entries, and refuses anything else in words", () => {
    expect(hosts).toEqual([
      { host: "photos.dealer.com.au", port: null },
      { host: "cdn.feed.example", port: 8443 },
      { host: "127.0.0.1", port: 4010 },
      { host: "::1", port: 4011 },
    ]);
    expect(ImageHostListSchema.parse(undefined)).toEqual([]);
    for (const bad of ["https://photos.example.com", "photos.example.com/path", "host:99999", "*.example.com"]) {
      expect(ImageHostListSchema.safeParse(bad).success).toBe(false);
    }
  });

  it("allows https to a listed host on its usual port, public addresses only", () => {
    expect(checkPhotoUrl("https://photos.dealer.com.au/a/b.jpg?v=2", hosts)).toMatchObject({ ok: true, host: "photos.dealer.com.au", port: 443, privateAllowed: false });
    expect(checkPhotoUrl("https://PHOTOS.dealer.com.au./b.jpg", hosts)).toMatchObject({ ok: true });
  });

  it("allows a host named with its port on that port only, over http too, private addresses included", () => {
    expect(checkPhotoUrl("https://cdn.feed.example:8443/x.jpg", hosts)).toMatchObject({ ok: true, privateAllowed: true });
    expect(checkPhotoUrl("http://127.0.0.1:4010/x.jpg", hosts)).toMatchObject({ ok: true, privateAllowed: true });
    expect(checkPhotoUrl("http://[::1]:4011/x.jpg", hosts)).toMatchObject({ ok: true, host: "::1" });
    expect(checkPhotoUrl("https://cdn.feed.example/x.jpg", hosts)).toMatchObject({ ok: false });
    expect(checkPhotoUrl("http://127.0.0.1:4012/x.jpg", hosts)).toMatchObject({ ok: false });
  });

  it("refuses other hosts, other ports, plain http, credentials and other schemes, with the reason", () => {
    expect(checkPhotoUrl("https://evil.example/x.jpg", hosts)).toEqual({ ok: false, reason: "is on evil.example, which is not an allowed photo host" });
    expect(checkPhotoUrl("https://photos.dealer.com.au.evil.example/x.jpg", hosts)).toMatchObject({ ok: false });
    expect(checkPhotoUrl("https://photos.dealer.com.au:444/x.jpg", hosts)).toMatchObject({ ok: false });
    expect(checkPhotoUrl("http://photos.dealer.com.au/x.jpg", hosts)).toMatchObject({ ok: false, reason: expect.stringContaining("https://") });
    expect(checkPhotoUrl("https://user:pw@photos.dealer.com.au/x.jpg", hosts)).toMatchObject({ ok: false });
    expect(checkPhotoUrl("file:///etc/passwd", hosts)).toMatchObject({ ok: false });
    expect(checkPhotoUrl("not a url", hosts)).toMatchObject({ ok: false, reason: "is not a URL" });
  });
});
