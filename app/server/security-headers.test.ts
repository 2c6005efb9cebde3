import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  createNonce,
  isDealerDomain,
  setDocumentSecurityHeaders,
  STRICT_TRANSPORT_SECURITY,
} from "./security-headers";

const dealers = [{ domains: ["www.brightlanecars.com.au", "brightlanecars.com.au"] }];

describe("createNonce", () => {
  it("makes a different 128-bit base64 value each time", () => {
    const first = createNonce();
    expect(Buffer.from(first, "base64")).toHaveLength(16);
    expect(createNonce()).not.toBe(first);
  });
});

describe("contentSecurityPolicy", () => {
  const policy = contentSecurityPolicy("abc123");
  const directive = (name: string) => policy.split("; ").find((part) => part.startsWith(`${name} `));

  it("lets scripts run from this site or with the response's nonce, never inline without it", () => {
    expect(directive("script-src")).toBe("script-src 'self' 'nonce-abc123'");
    expect(policy).not.toContain("'unsafe-inline' 'nonce");
    expect(policy).not.toContain("unsafe-eval");
  });

  it("lets only this site frame the page", () => {
    expect(directive("frame-ancestors")).toBe("frame-ancestors 'self'");
  });

  it("allows pictures from image CDNs over HTTPS", () => {
    expect(directive("img-src")).toBe("img-src 'self' data: https:");
  });

  it("lets forms post only to this site, and to the payment provider's checkout on a page whose form goes there", () => {
    expect(directive("form-action")).toBe("form-action 'self'");
    const reservePage = contentSecurityPolicy("abc123", { formTargets: ["https://checkout.stripe.com"] });
    expect(reservePage.split("; ")).toContain("form-action 'self' https://checkout.stripe.com");
  });
});

describe("isDealerDomain", () => {
  it("is true for a dealer's domains and false for preview hosts", () => {
    expect(isDealerDomain("brightlanecars.com.au", dealers)).toBe(true);
    expect(isDealerDomain("www.brightlanecars.com.au", dealers)).toBe(true);
    expect(isDealerDomain("localhost", dealers)).toBe(false);
    expect(isDealerDomain("preview.example.net", dealers)).toBe(false);
    expect(isDealerDomain("", dealers)).toBe(false);
  });
});

describe("setDocumentSecurityHeaders", () => {
  it("sets the page's headers, with HSTS on a dealer's domain", () => {
    const headers = new Headers();
    setDocumentSecurityHeaders(headers, { nonce: "n0nce", dealerDomain: true });
    expect(headers.get("Content-Security-Policy")).toContain("'nonce-n0nce'");
    expect(headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(headers.get("Permissions-Policy")).toContain("camera=()");
    expect(headers.get("Strict-Transport-Security")).toBe(STRICT_TRANSPORT_SECURITY);
  });

  it("sends no HSTS on localhost or a preview host", () => {
    const headers = new Headers();
    setDocumentSecurityHeaders(headers, { nonce: "n0nce", dealerDomain: false });
    expect(headers.has("Strict-Transport-Security")).toBe(false);
    expect(headers.has("Content-Security-Policy")).toBe(true);
  });
});
