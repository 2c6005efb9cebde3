/*
 * Reads back what renderEml writes, the way a mail client would: unfolded headers,
 * RFC 2047 words (B and Q) decoded, multipart split on its boundary, quoted-printable and base64
 * bodies decoded. For tests only; it knows just the shapes this platform sends.
 */

export interface ReadPart {
  headers: Record<string, string>;
  body: string;
}

export interface ReadMessage extends ReadPart {
  /** The parts of a multipart message, a multipart/alternative's own parts in its place. */
  parts: ReadPart[];
}

/** RFC 2047 Q encoding: "_" a space, "=XX" a byte. */
function decodeQ(encoded: string): Buffer {
  const bytes: number[] = [];
  for (let index = 0; index < encoded.length; index += 1) {
    const character = encoded[index]!;
    if (character === "=") {
      bytes.push(parseInt(encoded.slice(index + 1, index + 3), 16));
      index += 2;
    } else {
      bytes.push(character === "_" ? 0x20 : character.charCodeAt(0));
    }
  }
  return Buffer.from(bytes);
}

/** Adjacent encoded words join into one string before decoding, as a word may end mid-character. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/(?:=\?UTF-8\?[BQ]\?[^?]*\?=)+/gi, (run) => {
      const bytes = [...run.matchAll(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi)].map(([, kind, encoded]) =>
        kind!.toUpperCase() === "B" ? Buffer.from(encoded!, "base64") : decodeQ(encoded!),
      );
      return Buffer.concat(bytes).toString("utf8");
    });
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
  if (encoding && encoding !== "7bit" && encoding !== "8bit") throw new Error(`Unknown transfer encoding ${encoding}`);
  return raw.replace(/\r\n/g, "\n");
}

function readPart(raw: string): ReadPart {
  const split = raw.indexOf("\r\n\r\n");
  if (split === -1) throw new Error("A part without the blank line after its headers");
  const headers = readHeaders(raw.slice(0, split));
  return { headers, body: decodeBody(headers, raw.slice(split + 4)) };
}

/** A multipart entity's parts, nested multiparts read in place; a closing boundary is required. */
function readParts(raw: string): ReadPart[] {
  const split = raw.indexOf("\r\n\r\n");
  const headers = readHeaders(raw.slice(0, split));
  const boundary = /^multipart\/[a-z]+; boundary="([^"]+)"/.exec(headers["content-type"] ?? "")?.[1];
  if (!boundary) return [{ headers, body: decodeBody(headers, raw.slice(split + 4)) }];
  const body = raw.slice(split + 4);
  if (!body.includes(`\r\n--${boundary}--`)) throw new Error(`No closing boundary --${boundary}--`);
  return body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((section) => readParts(section.replace(/^\r\n/, "").replace(/\r\n$/, "")));
}

export function readEml(eml: string): ReadMessage {
  const message = readPart(eml);
  const multipart = (message.headers["content-type"] ?? "").startsWith("multipart/");
  if (!multipart) return { ...message, parts: [] };
  return { ...message, parts: readParts(eml) };
}
