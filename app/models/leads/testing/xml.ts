/*
 * A small, strict XML reader for tests: enough of XML 1.0 to prove a document is well
 * formed (one root, matched tags, quoted and unique attributes, known entities, legal
 * characters) and to read it back. It throws on anything else.
 */

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own text, entities decoded. */
  text: string;
}

export interface XmlDocument {
  processingInstructions: { target: string; data: string }[];
  root: XmlElement;
}

const NAME = /[A-Za-z_:][A-Za-z0-9_.:-]*/y;
const ILLEGAL_CHARACTER = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

export function parseXml(source: string): XmlDocument {
  let at = 0;
  const processingInstructions: XmlDocument["processingInstructions"] = [];
  const fail = (problem: string): never => {
    throw new Error(`Malformed XML: ${problem} at offset ${at}`);
  };
  if (ILLEGAL_CHARACTER.test(source)) fail("a character XML does not allow");

  const skipSpace = () => {
    while (at < source.length && /[ \t\r\n]/.test(source[at]!)) at += 1;
  };
  const expect = (text: string) => {
    if (!source.startsWith(text, at)) fail(`expected "${text}"`);
    at += text.length;
  };
  const readName = (): string => {
    NAME.lastIndex = at;
    const match = NAME.exec(source);
    if (!match) return fail("expected a name");
    at += match[0].length;
    return match[0];
  };
  const decode = (raw: string): string => {
    if (raw.includes("<")) fail('a bare "<"');
    return raw.replace(/&([^;&\s]*)(;?)/g, (_whole, entity: string, semicolon: string) => {
      if (!semicolon) return fail('a bare "&"');
      if (/^#x[0-9a-fA-F]+$/.test(entity)) return String.fromCodePoint(parseInt(entity.slice(2), 16));
      if (/^#\d+$/.test(entity)) return String.fromCodePoint(Number(entity.slice(1)));
      return ENTITIES[entity] ?? fail(`an unknown entity &${entity};`);
    });
  };
  const readMisc = (): boolean => {
    if (source.startsWith("<?", at)) {
      at += 2;
      const target = readName();
      const end = source.indexOf("?>", at);
      if (end === -1) fail("an unclosed processing instruction");
      processingInstructions.push({ target, data: source.slice(at, end).trim() });
      at = end + 2;
      return true;
    }
    if (source.startsWith("<!--", at)) {
      const end = source.indexOf("-->", at + 4);
      if (end === -1) fail("an unclosed comment");
      at = end + 3;
      return true;
    }
    return false;
  };

  const readElement = (): XmlElement => {
    expect("<");
    const element: XmlElement = { name: readName(), attributes: {}, children: [], text: "" };
    for (;;) {
      const before = at;
      skipSpace();
      if (source.startsWith("/>", at)) {
        at += 2;
        return element;
      }
      if (source.startsWith(">", at)) {
        at += 1;
        break;
      }
      if (at === before) fail("expected a space before an attribute");
      const name = readName();
      skipSpace();
      expect("=");
      skipSpace();
      const quote = source[at];
      if (quote !== '"' && quote !== "'") return fail("an unquoted attribute value");
      const end = source.indexOf(quote, at + 1);
      if (end === -1) fail("an unclosed attribute value");
      if (name in element.attributes) fail(`a second "${name}" attribute`);
      element.attributes[name] = decode(source.slice(at + 1, end));
      at = end + 1;
    }
    for (;;) {
      if (at >= source.length) fail(`an unclosed <${element.name}>`);
      if (source.startsWith("</", at)) {
        at += 2;
        const name = readName();
        if (name !== element.name) fail(`</${name}> closing <${element.name}>`);
        skipSpace();
        expect(">");
        return element;
      }
      if (readMisc()) continue;
      if (source[at] === "<") {
        element.children.push(readElement());
        continue;
      }
      const end = source.indexOf("<", at);
      element.text += decode(source.slice(at, end === -1 ? source.length : end));
      at = end === -1 ? source.length : end;
    }
  };

  skipSpace();
  while (readMisc()) skipSpace();
  const root = readElement();
  skipSpace();
  while (readMisc()) skipSpace();
  if (at !== source.length) fail("content after the root element");
  return { processingInstructions, root };
}

/** The elements at a slash-separated path below `from`, e.g. "prospect/vehicle/year". */
export function xmlAll(from: XmlElement, path: string): XmlElement[] {
  return path.split("/").reduce<XmlElement[]>(
    (elements, name) => elements.flatMap((element) => element.children.filter((child) => child.name === name)),
    [from],
  );
}

/** The trimmed text of the first element at the path; throws when there is none. */
export function xmlText(from: XmlElement, path: string): string {
  const [element] = xmlAll(from, path);
  if (!element) throw new Error(`No <${path}> in <${from.name}>`);
  return element.text.trim();
}
