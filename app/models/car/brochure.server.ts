import { PDFDocument, StandardFonts } from "pdf-lib";
import { type BrochureInput } from "./brochure/input";
import { CONTENT_BOTTOM, CREATOR, PAGE_HEIGHT, PAGE_WIDTH, paletteFor, SECTION_GAP } from "./brochure/theme";
import { typesetter } from "./brochure/text";
import { rasterisePhoto } from "./brochure/photo.server";
import { planContent } from "./brochure/layout";
import { drawBand, drawFooter, planContact } from "./brochure/frame";

export type { BrochureInput } from "./brochure/input";

/*
 * The vehicle brochure behind the PDF download (vehicle-page §4 "PDF download ... saves it as
 * {slug}.pdf", §7 "PDF download by slug ... blob"): an A4 page, two at most ("a one- or
 * two-page brochure"), with the photo, price, key specs, features and the dealer's contact.
 * The standard fonts need no font files and keep the file small, but they only speak
 * WinAnsi, so every text goes through `printable` before it is measured or drawn.
 */

export async function renderBrochure(input: BrochureInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const type = typesetter(
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold)
  );
  const palette = paletteFor(input.accentColor);
  const jpeg = await rasterisePhoto(input.photoPath, input.photoHosts ?? []);
  const image = jpeg ? await doc.embedJpg(jpeg) : null;
  const photo = image ? { image, width: image.width, height: image.height } : null;

  const contact = planContact(input.dealer, type, palette);
  const contactBottom = CONTENT_BOTTOM + contact.height + SECTION_GAP;
  // One page when everything fits above the contact block; otherwise page 1 runs to the
  // footer and the contact block closes page 2.
  const onePage = planContent(input, photo, type, palette, [contactBottom]);
  const plan = onePage.complete
    ? onePage
    : planContent(input, photo, type, palette, [CONTENT_BOTTOM, contactBottom]);

  const pageCount = plan.pages.length;
  plan.pages.forEach((draws, index) => {
    const page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    drawBand(page, input.dealer, type, palette);
    for (const draw of draws) draw(page);
    if (index === pageCount - 1) contact.draw(page, CONTENT_BOTTOM);
    drawFooter(doc, page, input, `Page ${index + 1} of ${pageCount}`, type, palette);
  });

  doc.setTitle(input.title, { showInWindowTitleBar: true });
  doc.setAuthor(input.dealer.name);
  doc.setSubject(`${input.title}, ${input.priceText}`);
  doc.setCreator(CREATOR);
  doc.setLanguage("en-AU");
  doc.setCreationDate(input.generatedAt);
  doc.setModificationDate(input.generatedAt);
  return doc.save();
}
