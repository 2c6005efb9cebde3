import {
  PDFArray,
  PDFDocument,
  StandardFonts,
  decodePDFRawStream,
  type PDFFont,
  type PDFRawStream,
} from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { renderBrochure, type BrochureInput } from "./brochure.server";

/*
 * The brochure behind the PDF download (vehicle-page §4 "PDF download ... saves it as
 * {slug}.pdf"; the issue: "a one- or two-page brochure (photo, price, key specs, features,
 * dealer contact)"). Each test reads the file back with pdf-lib and looks at the text the
 * pages draw, as a shopper opening it would.
 */

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 40;
/** A real picture from the seeded stock (an SVG illustration). */
const STOCK_PHOTO = "/stock/hatch-white-studio.svg";

function brochureInput(overrides: Partial<BrochureInput> = {}): BrochureInput {
  return {
    title: "2021 Toyota Corolla Ascent Sport",
    subtitle: "Used · Stock #AB123",
    priceText: "$24,990",
    specs: [
      { label: "Odometer", value: "45,120 km" },
      { label: "Transmission", value: "Automatic" },
      { label: "Fuel", value: "Petrol" },
      { label: "Body", value: "Hatchback" },
      { label: "Engine", value: "2.0L 4 cyl" },
      { label: "Colour", value: "Glacier White" },
    ],
    features: ["Apple CarPlay", "Reversing camera", "Adaptive cruise control", "LED headlights"],
    dealer: {
      name: "Harbourside Toyota",
      phone: "(02) 9876 5432",
      address: "123 Parramatta Road, Granville NSW 2142",
      website: "https://harbourside.example.com.au",
      openingHours: ["Mon-Fri 8:30am - 5:30pm", "Saturday 8:30am - 4:00pm", "Sunday Closed"],
    },
    pageUrl: "https://harbourside.example.com.au/cars/2021-toyota-corolla-ascent-sport-ab123",
    accentColor: "#c8102e",
    generatedAt: new Date("2025-11-23T01:00:00Z"),
    ...overrides,
  };
}

const numberedFeatures = (count: number) =>
  Array.from({ length: count }, (_, index) => `Feature ${String(index + 1).padStart(3, "0")}`);

interface TextRun {
  text: string;
  x: number;
  /** The baseline, in points from the bottom of the page. */
  y: number;
  size: number;
  bold: boolean;
  colour: string;
}

interface ReadBack {
  doc: PDFDocument;
  /** Per page, every piece of text drawn, in drawing order. */
  pages: TextRun[][];
  /** Per page, how many images are drawn. */
  images: number[];
}

/** WinAnsi is Latin-1 but for 0x80-0x9F, where it keeps typographic marks ("…" is 0x85, "•" 0x95). */
const WIN_ANSI_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ";
const winAnsi = (bytes: Uint8Array) =>
  new TextDecoder("latin1")
    .decode(bytes)
    .replace(/[\x80-\x9f]/g, (char) => WIN_ANSI_HIGH[char.charCodeAt(0) - 0x80]!);

/** The pages' content streams, decoded: pdf-lib draws each text run as `<hex> Tj` in its own BT block. */
async function readBack(bytes: Uint8Array): Promise<ReadBack> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const sources = doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    return streams.map((stream) => winAnsi(decodePDFRawStream(stream as PDFRawStream).decode())).join("\n");
  });
  const pages = sources.map((source) =>
    [...source.matchAll(/BT([\s\S]*?)ET/g)].map(([, block]): TextRun => {
      const font = /\/(\S+) ([\d.]+) Tf/.exec(block!)!;
      const hex = /<([0-9A-Fa-f]*)> Tj/.exec(block!)![1]!;
      const bytes = Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16));
      return {
        text: winAnsi(bytes),
        x: Number(/1 0 0 1 ([\d.-]+) [\d.-]+ Tm/.exec(block!)![1]),
        y: Number(/1 0 0 1 [\d.-]+ ([\d.-]+) Tm/.exec(block!)![1]),
        size: Number(font[2]),
        bold: font[1]!.startsWith("Helvetica-Bold"),
        colour: /([\d.]+ [\d.]+ [\d.]+) rg/.exec(block!)![1]!,
      };
    })
  );
  const images = sources.map((source) => (source.match(/ Do\b/g) ?? []).length);
  return { doc, pages, images };
}

const allText = (read: ReadBack) => read.pages.flat().map((run) => run.text);

describe("renderBrochure", () => {
  let fonts: { regular: PDFFont; bold: PDFFont };

  beforeAll(async () => {
    const scratch = await PDFDocument.create();
    fonts = {
      regular: await scratch.embedFont(StandardFonts.Helvetica),
      bold: await scratch.embedFont(StandardFonts.HelveticaBold),
    };
  });

  it("fits a short car on one A4 page with photo, price, key specs, features and the dealer's contact", async () => {
    const read = await readBack(await renderBrochure(brochureInput({ photoPath: STOCK_PHOTO })));

    expect(read.doc.getPageCount()).toBe(1);
    const { width, height } = read.doc.getPage(0).getSize();
    expect({ width, height }).toEqual(A4);
    const text = allText(read);
    expect(text).toEqual(
      expect.arrayContaining([
        "Harbourside Toyota",
        "2021 Toyota Corolla Ascent Sport",
        "Used · Stock #AB123",
        "$24,990",
        "Key specifications",
        "Odometer",
        "45,120 km",
        "Features",
        "Adaptive cruise control",
        "Contact Harbourside Toyota",
        "(02) 9876 5432",
        "123 Parramatta Road, Granville NSW 2142",
        "Sunday Closed",
        "https://harbourside.example.com.au/cars/2021-toyota-corolla-ascent-sport-ab123",
        "Generated 23 November 2025",
        "Page 1 of 1",
      ])
    );
    expect(read.images).toEqual([1]);
  });

  it("runs a car with 80 features onto a second page and lists every one of them", async () => {
    const features = numberedFeatures(80);
    const read = await readBack(await renderBrochure(brochureInput({ photoPath: STOCK_PHOTO, features })));

    expect(read.doc.getPageCount()).toBe(2);
    const text = allText(read);
    expect(text).toEqual(expect.arrayContaining(features));
    expect(text.some((line) => /^and \d+ more/.test(line))).toBe(false);
    expect(allText({ ...read, pages: [read.pages[1]!] })).toEqual(
      expect.arrayContaining(["Contact Harbourside Toyota", "Page 2 of 2"])
    );
  });

  it("never goes past 2 pages: 500 features end with 'and N more', N counting the ones not listed", async () => {
    const features = numberedFeatures(500);
    const read = await readBack(await renderBrochure(brochureInput({ photoPath: STOCK_PHOTO, features })));

    expect(read.doc.getPageCount()).toBeLessThanOrEqual(2);
    const text = allText(read);
    const listed = features.filter((feature) => text.includes(feature));
    const note = text.map((line) => /^and (\d+) more$/.exec(line)).find(Boolean);
    expect(listed.length).toBeGreaterThan(80);
    expect(Number(note?.[1])).toBe(500 - listed.length);
    // The listed ones are the first ones, in order: nothing skipped in the middle.
    expect(listed).toEqual(features.slice(0, listed.length));
  });

  it("sets the PDF metadata: title, author (the dealer), creator and creation date", async () => {
    const generatedAt = new Date("2025-11-23T01:00:00Z");
    const read = await readBack(await renderBrochure(brochureInput({ generatedAt })));

    expect(read.doc.getTitle()).toBe("2021 Toyota Corolla Ascent Sport");
    expect(read.doc.getAuthor()).toBe("Harbourside Toyota");
    expect(read.doc.getCreator()).toBeTruthy();
    expect(read.doc.getCreationDate()?.toISOString()).toBe(generatedAt.toISOString());
  });

  it("rasterises an SVG photo from public/stock into the page", async () => {
    const read = await readBack(await renderBrochure(brochureInput({ photoPath: STOCK_PHOTO })));

    expect(read.images).toEqual([1]);
  });

  it.each([
    ["a missing file", "/stock/no-such-car.jpg"],
    ["a path that climbs out of public/", "/../public/stock/hatch-white-studio.svg"],
    ["a file that is not a picture", "/stock/history-report.pdf"],
    ["a remote address", "https://cdn.example.com/stock/car.jpg"],
  ])("renders without the photo for %s, never failing", async (_case, photoPath) => {
    const read = await readBack(await renderBrochure(brochureInput({ photoPath })));

    expect(read.doc.getPageCount()).toBe(1);
    expect(read.images).toEqual([0]);
    expect(allText(read)).toContain("2021 Toyota Corolla Ascent Sport");
  });

  it("prints '·' and '…', drops emoji and stands in for what WinAnsi cannot encode, without throwing", async () => {
    const read = await readBack(
      await renderBrochure(
        brochureInput({
          title: "Corolla · Hybrid … 🚗🔥 👍🏽 👨‍👩‍👧",
          subtitle: "Used · Stock #AB123 → ready ✓",
          features: ["Bluetooth 📱", "Cruise control · adaptive …", "Nav in 中文"],
          dealer: { ...brochureInput().dealer, name: "Café Motors 🚙", address: "1 Māori Lane" },
        })
      )
    );

    const text = allText(read);
    expect(text).toEqual(
      expect.arrayContaining([
        "Corolla · Hybrid …",
        "Used · Stock #AB123 -> ready",
        "Bluetooth",
        "Cruise control · adaptive …",
        "Nav in ??",
        "Café Motors",
        "1 Maori Lane",
      ])
    );
    // The metadata is Unicode: the title keeps what the page could not print.
    expect(read.doc.getTitle()).toBe("Corolla · Hybrid … 🚗🔥 👍🏽 👨‍👩‍👧");
  });

  it("wraps long titles and values so no text runs past the page margins", async () => {
    const read = await readBack(
      await renderBrochure(
        brochureInput({
          title: `2021 Toyota Corolla Ascent Sport ${"Hybrid Hatchback Automatic ".repeat(12)}`,
          priceText:
            "Enquire for price. Call the dealership for today's drive-away price on this vehicle, including all on-road costs",
          wasPriceText: "$31,990",
          statusNotice: `Unfortunately this car recently sold. ${"But don't worry, we can help you find a similar car! ".repeat(
            4
          )}`,
          photoPath: STOCK_PHOTO,
          specs: [
            { label: "VIN", value: "JTDKB3FU10312345678901234567890123456789012345678901234567890" },
            {
              label: "A very long specification label indeed",
              value: "Continuous Variable Transmission with paddle shifters",
            },
            { label: "Colour", value: "Glacier White" },
          ],
          features: [
            "Lane departure alert with steering assist and road sign recognition on all roads",
            ...numberedFeatures(30),
          ],
          dealer: {
            ...brochureInput().dealer,
            name: "Harbourside Toyota and Lexus of the Greater Western Sydney Region Pty Ltd",
            address:
              "Unit 12, 1234-1240 Great Western Highway, corner of Parramatta Road and the M4 Motorway, Granville NSW 2142",
          },
          pageUrl: `https://harbourside.example.com.au/cars/${"2021-toyota-corolla-ascent-sport-".repeat(
            6
          )}ab123`,
        })
      )
    );

    expect(read.doc.getPageCount()).toBeLessThanOrEqual(2);
    const titleLines = read.pages[0]!.filter((run) => run.size === 22);
    expect(titleLines.length).toBeGreaterThan(1);
    for (const run of read.pages.flat()) {
      const width = (run.bold ? fonts.bold : fonts.regular).widthOfTextAtSize(run.text, run.size);
      expect(run.x, run.text).toBeGreaterThanOrEqual(MARGIN - 0.01);
      expect(run.x + width, run.text).toBeLessThanOrEqual(A4.width - MARGIN + 0.01);
    }
  });

  it("keeps long dealer comments, names and features inside the page body: nothing past the margins or into the band and footer", async () => {
    const paragraph = `This ${"one-owner, full-service-history, immaculately presented ".repeat(6)}vehicle is ready to drive away.`;
    const read = await readBack(
      await renderBrochure(
        brochureInput({
          title: `2021 Toyota LandCruiser 300 Sahara ZX Twin-Turbo ${"Diesel Wagon Automatic ".repeat(8)}`,
          photoPath: STOCK_PHOTO,
          specs: Array.from({ length: 24 }, (_, index) => ({ label: `Specification number ${index + 1}`, value: "A long value ".repeat(5) })),
          comments: [paragraph, "Supercalifragilistic".repeat(20), ...Array<string>(12).fill(paragraph)].join("\n"),
          features: Array.from({ length: 300 }, (_, index) => `Feature ${index + 1}: ${"with a long description ".repeat(3)}`),
          dealer: {
            ...brochureInput().dealer,
            name: "Harbourside Toyota and Lexus of the Greater Western Sydney Region Pty Ltd",
            address: "Unit 12, 1234-1240 Great Western Highway, corner of Parramatta Road, Granville NSW 2142",
          },
        })
      )
    );

    expect(read.doc.getPageCount()).toBe(2);
    const text = allText(read);
    expect(text).toContain("Dealer Comments");
    const commentLines = read.pages.flat().filter((run) => /immaculately|Supercali/.test(run.text));
    expect(commentLines.length).toBeGreaterThan(3);
    const BAND_BOTTOM = A4.height - 52;
    const CONTENT_BOTTOM = 66;
    const FOOTER_SIZE = 8.5;
    for (const run of read.pages.flat()) {
      const width = (run.bold ? fonts.bold : fonts.regular).widthOfTextAtSize(run.text, run.size);
      expect(run.x, run.text).toBeGreaterThanOrEqual(MARGIN - 0.01);
      expect(run.x + width, run.text).toBeLessThanOrEqual(A4.width - MARGIN + 0.01);
      if (run.size > FOOTER_SIZE && run.y < BAND_BOTTOM) {
        // The glyphs' descent (a quarter of the size) stays above the footer's rule.
        expect(run.y - run.size * 0.25, run.text).toBeGreaterThanOrEqual(CONTENT_BOTTOM - 0.01);
        expect(run.y + run.size, run.text).toBeLessThanOrEqual(BAND_BOTTOM);
      }
    }
    expect(text.some((line) => /^and \d+ more$/.test(line)), "the features not shown are counted").toBe(true);
  });

  it("shows the was-price and the SOLD notice when given", async () => {
    const read = await readBack(
      await renderBrochure(
        brochureInput({
          wasPriceText: "$26,990",
          statusNotice:
            "Unfortunately this car recently sold. But don't worry, we can help you find a similar car!",
        })
      )
    );

    const text = allText(read);
    expect(text).toContain("$26,990");
    expect(text.join(" ")).toContain("Unfortunately this car recently sold.");
  });

  it("sets the dealer's name in white on a dark accent and in ink on a light one", async () => {
    const dealerNameColour = async (accentColor: string) => {
      const read = await readBack(await renderBrochure(brochureInput({ accentColor })));
      return read.pages[0]!.find((run) => run.text === "Harbourside Toyota")!.colour;
    };

    expect(await dealerNameColour("#c8102e")).toBe("1 1 1");
    expect(await dealerNameColour("#ffd400")).not.toBe("1 1 1");
  });

  it("falls back to the default accent when the colour cannot be read", async () => {
    const read = await readBack(await renderBrochure(brochureInput({ accentColor: "tomato" })));

    expect(read.doc.getPageCount()).toBe(1);
  });
});
