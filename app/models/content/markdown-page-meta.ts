import type { MetaDescriptor } from "@remix-run/node";

interface MarkdownPageData {
  page: { title: string; description: string };
  dealerName: string;
  canonical: string;
}

/** The meta of a Markdown page route: "{title} | {dealer}", its description and canonical link. */
export function markdownPageMeta(data: MarkdownPageData | undefined): MetaDescriptor[] {
  if (!data) return [{ title: "Page not found" }];
  return [
    { title: `${data.page.title} | ${data.dealerName}` },
    { name: "description", content: data.page.description },
    { tagName: "link", rel: "canonical", href: data.canonical },
  ];
}
