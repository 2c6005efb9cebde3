/*
 * Reads back what renderEml writes, the way a mail client would: unfolded headers,
 * RFC 2047 words decoded, multipart split on its boundary, quoted-printable and base64
 * bodies decoded. For tests only; it knows just the shapes this platform sends.
 */

export interface ReadPart {
  headers: Record<string, string>;
  body: string;
}

export interface ReadMessage extends ReadPart {
  parts: ReadPart[];
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?B\?([A-Za-z0-9+/=]*)\?=/gi, (_word, encoded: string) =>
      Buffer.from(encoded, "base64").toString("utf8"),
    );
}

function readHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r\n[ \t]/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return headers;
}

export function decodeQuotedPrintable(encoded: string): string {
  const bytes: number[] = [];
  const joined = encoded.replace(/=\r\n/g, "");
  for (let index = 0; index < joined.length; index += 1) {
    if (joined[index] === "=") {
      bytes.push(parseInt(joined.slice(index + 1, index + 3), 16));
      index += 2;
    } else {
      bytes.push(joined.charCodeAt(index));
    }
  }
  return Buffer.from(bytes).toString("utf8").replace(/\r\n/g, "\n");
}

function decodeBody(headers: Record<string, string>, raw: string): string {
  const encoding = headers["content-transfer-encoding"]?.toLowerCase();
  if (encoding === "base64") return Buffer.from(raw.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(raw);
  return raw;
}

function readPart(raw: string): ReadPart {
  const split = raw.indexOf("\r\n\r\n");
  const headers = readHeaders(raw.slice(0, split));
  return { headers, body: decodeBody(headers, raw.slice(split + 4)) };
}

export function readEml(eml: string): ReadMessage {
  const message = readPart(eml);
  const boundary = /boundary="([^"]+)"/.exec(message.headers["content-type"] ?? "")?.[1];
  if (!boundary) return { ...message, parts: [] };
  const rawBody = eml.slice(eml.indexOf("\r\n\r\n") + 4);
  const sections = rawBody.split(`--${boundary}`);
  const parts = sections
    .slice(1, -1)
    .map((section) => readPart(section.replace(/^\r\n/, "").replace(/\r\n$/, "")));
  return { ...message, parts };
}
