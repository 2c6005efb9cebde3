import { Marked, type Token, type Tokens } from "marked";

/*
 * The dealers' content pages ("/pages/{name}, /blog, /terms-and-conditions,
 * /privacy-policy written per tenant as Markdown files, rendered safely"). Markdown is
 * trusted to format text only: raw HTML in it is shown as text, and links keep only web,
 * mail, phone and same-site addresses, so a content file can never run script on the page.
 */

export interface FrontMatter {
  title: string;
  description: string;
  /** A blog post's publication date, "YYYY-MM-DD". */
  date?: string;
  /** A blog post's section, such as "vehicle-reviews" (/blog/vehicle-reviews, vehicle-page §2). */
  category?: string;
}

export interface MarkdownDocument {
  attributes: FrontMatter;
  body: string;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/**
 * Splits the small front matter (`key: value` lines between `---` fences) from the body.
 * Title falls back to the first `# heading`, description to "". Quoted values lose their quotes.
 */
export function parseFrontMatter(source: string): MarkdownDocument {
  const match = FRONT_MATTER.exec(source);
  const fields: Record<string, string> = {};
  if (match) {
    for (const line of match[1]!.split(/\r?\n/)) {
      const separator = line.indexOf(":");
      if (separator <= 0) continue;
      const key = line.slice(0, separator).trim();
      const value = line.slice(separator + 1).trim().replace(/^(["'])(.*)\1$/, "$2");
      fields[key] = value;
    }
  }
  const body = match ? source.slice(match[0].length) : source;
  const heading = /^#\s+(.+)$/m.exec(body)?.[1]?.trim();
  return {
    attributes: {
      title: fields.title || heading || "",
      description: fields.description ?? "",
      ...(fields.date && /^\d{4}-\d{2}-\d{2}$/.test(fields.date) ? { date: fields.date } : {}),
      ...(fields.category && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(fields.category) ? { category: fields.category } : {}),
    },
    body,
  };
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

/** http(s), mailto and tel addresses, and paths or anchors of this site. */
export function isSafeHref(href: string): boolean {
  const trimmed = href.trim();
  if (/^(https?:|mailto:|tel:)/i.test(trimmed)) return true;
  // A relative address has no scheme before its first / ? or #; "//host" leaves the site.
  return !trimmed.startsWith("//") && !/^[^/?#]*:/.test(trimmed);
}

/** Images only from the web or this site: no data: or script addresses. */
function isSafeImageSource(src: string): boolean {
  return isSafeHref(src) && !/^(mailto:|tel:)/i.test(src.trim());
}

const isExternal = (href: string) => /^https?:/i.test(href.trim());

const markdown = new Marked({
  gfm: true,
  async: false,
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    link({ href, title, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens);
      if (!isSafeHref(href)) return text;
      const titleAttribute = title ? ` title="${escapeHtml(title)}"` : "";
      const external = isExternal(href) ? ' rel="noopener noreferrer"' : "";
      return `<a href="${escapeHtml(href.trim())}"${titleAttribute}${external}>${text}</a>`;
    },
    image({ href, title, text }: Tokens.Image) {
      if (!isSafeImageSource(href)) return escapeHtml(text);
      const titleAttribute = title ? ` title="${escapeHtml(title)}"` : "";
      return `<img src="${escapeHtml(href.trim())}" alt="${escapeHtml(text)}"${titleAttribute} loading="lazy">`;
    },
  },
});

/** Markdown to HTML that is safe to put in the page as it is. */
export function renderMarkdown(body: string): string {
  return markdown.parse(body) as string;
}

/**
 * A page's article in parts, so a masked number (search-journey §4) can be a Show number
 * button where the text names it: HTML as it is, or a paragraph whose inline HTML pieces
 * surround the numbers. A paragraph, not a `<p>`: the button is a form, which a `<p>` cannot
 * hold.
 */
export type ArticlePart = { html: string } | { paragraph: (string | ArticlePhone)[] };

/** Where a paragraph names the number: the number as shown (masked or whole) and which number it is. */
export interface ArticlePhone {
  phone: string;
  /** The number is masked until the visitor reveals it: the part is a Show number button. */
  masked: boolean;
  source: `phones:${string}`;
}

/** The whole article as one part: a page whose paragraphs name no number. */
export function wholeArticle(html: string): ArticlePart[] {
  return [{ html }];
}

/**
 * Markdown to article parts, with `marker` (written into the body where the number goes)
 * becoming `phone`. A marker that is plain text of a paragraph becomes a button; one inside a
 * link, emphasis, a list or a heading becomes the masked text, so the full number is never
 * in the page either way.
 */
export function renderMarkdownParts(body: string, marker: string, phone: ArticlePhone): ArticlePart[] {
  const parts: ArticlePart[] = [];
  const pushHtml = (html: string) => {
    const last = parts.at(-1);
    if (last && "html" in last) last.html += html;
    else parts.push({ html });
  };
  for (const token of markdown.lexer(body)) {
    const html = markdown.parser([token]);
    if (!html.includes(marker)) {
      pushHtml(html);
    } else if (isPlainTextSlot(token, marker)) {
      const inline = html.replace(/^<p>/, "").replace(/<\/p>\n?$/, "");
      const pieces: (string | ArticlePhone)[] = [];
      inline.split(marker).forEach((piece, index) => {
        if (index > 0) pieces.push(phone);
        if (piece !== "") pieces.push(piece);
      });
      parts.push({ paragraph: pieces });
    } else {
      pushHtml(html.split(marker).join(escapeHtml(phone.phone)));
    }
  }
  return parts;
}

/** A paragraph whose every marker is in its own plain text, not inside a link or emphasis. */
function isPlainTextSlot(token: Token, marker: string): boolean {
  if (token.type !== "paragraph") return false;
  const count = (text: string) => text.split(marker).length - 1;
  const inText = (token as Tokens.Paragraph).tokens
    .filter((child) => child.type === "text")
    .reduce((total, child) => total + count((child as Tokens.Text).text), 0);
  return inText === count(token.raw);
}

/** Fills `{{dealerName}}`-style placeholders of the shared pages with the tenant's values. */
export function fillPlaceholders(body: string, values: Readonly<Record<string, string>>): string {
  return body.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) => values[key] ?? whole);
}
