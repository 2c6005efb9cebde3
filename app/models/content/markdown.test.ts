import { describe, expect, it } from "vitest";
import { fillPlaceholders, isSafeHref, parseFrontMatter, renderMarkdown } from "./markdown";

describe("renderMarkdown", () => {
  it("renders headings, lists, emphasis and links", () => {
    const html = renderMarkdown("## Why us\n\n- **Genuine** parts\n- [Contact us](/contact-us)\n");
    expect(html).toContain("<h2>Why us</h2>");
    expect(html).toContain("<strong>Genuine</strong>");
    expect(html).toContain('<a href="/contact-us">Contact us</a>');
  });

  it("escapes a <script> block in the Markdown instead of running it", () => {
    const html = renderMarkdown('Hello\n\n<script>alert("x")</script>\n');
    expect(html).not.toContain("<script");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
  });

  it("escapes inline HTML such as an <img onerror>", () => {
    const html = renderMarkdown('Look <img src=x onerror="alert(1)"> here');
    expect(html).not.toMatch(/<img/);
    expect(html).toContain("&lt;img src=x onerror=");
  });

  it("drops a javascript: link and keeps its text", () => {
    const html = renderMarkdown("[Click me](javascript:alert(1)) and [again](JavaScript:alert(2))");
    expect(html).not.toMatch(/<a /);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).toContain("Click me");
  });

  it("drops data: and protocol-relative links", () => {
    expect(renderMarkdown("[a](data:text/html;base64,PHNjcmlwdD4=)")).not.toContain("<a ");
    expect(renderMarkdown("[a](//evil.example/x)")).not.toContain("<a ");
  });

  it("keeps https, mailto and tel links; an external one gets rel=noopener", () => {
    const html = renderMarkdown("[web](https://example.com.au) [mail](mailto:sales@example.com.au) [call](tel:0735550100)");
    expect(html).toContain('<a href="https://example.com.au" rel="noopener noreferrer">web</a>');
    expect(html).toContain('<a href="mailto:sales@example.com.au">mail</a>');
    expect(html).toContain('<a href="tel:0735550100">call</a>');
  });

  it("shows an image with a javascript: source as its alt text only", () => {
    expect(renderMarkdown("![a van](javascript:alert(1))")).not.toContain("<img");
  });
});

describe("isSafeHref", () => {
  it("allows http(s), mailto, tel and this site's paths and anchors only", () => {
    for (const href of ["https://a.au", "http://a.au", "mailto:a@b.au", "tel:131", "/pages/x", "#top", "?page=2", "blog/post"]) {
      expect(isSafeHref(href), href).toBe(true);
    }
    for (const href of ["javascript:alert(1)", " javascript:x", "vbscript:x", "data:text/html,x", "//evil.test"]) {
      expect(isSafeHref(href), href).toBe(false);
    }
  });
});

describe("parseFrontMatter", () => {
  it("reads title, description and date from the front matter and returns the body", () => {
    const document = parseFrontMatter(
      '---\ntitle: "Buyer\'s tips"\ndescription: What to check: the basics\ndate: 2026-03-02\n---\n# Heading\n\nBody text.\n',
    );
    expect(document.attributes).toEqual({
      title: "Buyer's tips",
      description: "What to check: the basics",
      date: "2026-03-02",
    });
    expect(document.body).toBe("# Heading\n\nBody text.\n");
  });

  it("falls back to the first heading for the title when there is no front matter", () => {
    expect(parseFrontMatter("# About us\n\nHello")).toEqual({
      attributes: { title: "About us", description: "" },
      body: "# About us\n\nHello",
    });
  });

  it("ignores a date that is not YYYY-MM-DD", () => {
    expect(parseFrontMatter("---\ntitle: x\ndate: soon\n---\n").attributes).toEqual({ title: "x", description: "" });
  });
});

describe("fillPlaceholders", () => {
  it("puts the dealer's name into the shared pages and leaves unknown placeholders", () => {
    expect(fillPlaceholders("{{dealerName}} ({{ phone }}) {{other}}", { dealerName: "Gumleaf Caravans", phone: "08 9555 0600" })).toBe(
      "Gumleaf Caravans (08 9555 0600) {{other}}",
    );
  });
});
