import { svgDocument, wheel } from "./draw";

export const HISTORY_REPORT_URL = "/stock/history-report.pdf";

const INTERIOR_HEX: Record<string, string> = { black: "#26282b", grey: "#7d8288", beige: "#cdb994" };

export function detailSvg(name: string): string {
  const sky = '<rect width="800" height="600" fill="#cfe6f7"/>';
  if (name.startsWith("interior-")) {
    const trim = INTERIOR_HEX[name.slice("interior-".length)] ?? "#26282b";
    return svgDocument(
      `${name.slice(9)} interior (illustration)`,
      sky +
        '<path d="M0,0 L800,0 L800,120 Q400,60 0,120 Z" fill="#1d1f22"/>' +
        `<path d="M0,330 Q400,250 800,330 L800,600 L0,600 Z" fill="${trim}"/>` +
        '<rect x="330" y="300" width="180" height="100" rx="10" fill="#111"/><rect x="340" y="310" width="160" height="80" rx="6" fill="#3d6e9c"/>' +
        '<circle cx="200" cy="420" r="130" fill="none" stroke="#1b1c1e" stroke-width="30"/><circle cx="200" cy="420" r="34" fill="#1b1c1e"/>' +
        `<rect x="560" y="470" width="200" height="130" rx="30" fill="${trim}" stroke="#000" stroke-opacity="0.25" stroke-width="4"/>`
    );
  }
  switch (name) {
    case "dashboard":
      return svgDocument(
        "Instrument cluster (illustration)",
        '<rect width="800" height="600" fill="#1b1d20"/>' +
          '<circle cx="260" cy="300" r="150" fill="#0c0d0f" stroke="#5a6068" stroke-width="8"/><circle cx="540" cy="300" r="150" fill="#0c0d0f" stroke="#5a6068" stroke-width="8"/>' +
          '<path d="M260,300 L170,210" stroke="#e8462c" stroke-width="8" stroke-linecap="round"/><path d="M540,300 L600,190" stroke="#e8462c" stroke-width="8" stroke-linecap="round"/>' +
          '<rect x="340" y="470" width="120" height="40" rx="8" fill="#2f6fa8"/>'
      );
    case "wheel":
      return svgDocument(
        "Alloy wheel (illustration)",
        '<rect width="800" height="600" fill="#8e949b"/><rect width="800" height="140" fill="#2a2d31"/>' +
          wheel(400, 230, 560)
      );
    case "cargo":
      return svgDocument(
        "Cargo area (illustration)",
        '<rect width="800" height="600" fill="#2a2d31"/><path d="M120,120 L680,120 L760,560 L40,560 Z" fill="#3a3e44"/>' +
          '<path d="M170,200 L630,200 L690,520 L110,520 Z" fill="#1f2124"/><rect x="300" y="330" width="200" height="130" rx="10" fill="#9c7a4f"/>'
      );
    case "caravan-lounge":
      return svgDocument(
        "Caravan lounge (illustration)",
        '<rect width="800" height="600" fill="#efe8dc"/><rect x="60" y="90" width="300" height="150" rx="14" fill="#9fc6e6" stroke="#8c7b66" stroke-width="10"/>' +
          '<rect x="40" y="360" width="720" height="150" rx="24" fill="#6c7f8f"/><rect x="260" y="300" width="280" height="40" rx="8" fill="#b58b5b"/>'
      );
    case "caravan-kitchen":
      return svgDocument(
        "Caravan kitchen (illustration)",
        '<rect width="800" height="600" fill="#f3efe8"/><rect x="0" y="340" width="800" height="260" fill="#b58b5b"/>' +
          '<rect x="0" y="320" width="800" height="30" fill="#ddd6ca"/><rect x="120" y="300" width="160" height="26" rx="4" fill="#2a2d31"/>' +
          '<rect x="470" y="290" width="140" height="36" rx="6" fill="#c3c7cb"/><rect x="80" y="60" width="640" height="140" rx="10" fill="#d9cbb5"/>'
      );
    case "caravan-bed":
      return svgDocument(
        "Caravan bedroom (illustration)",
        '<rect width="800" height="600" fill="#ede7de"/><rect x="120" y="300" width="560" height="220" rx="20" fill="#f8f8f6" stroke="#c9c1b4" stroke-width="6"/>' +
          '<rect x="170" y="250" width="190" height="80" rx="30" fill="#ffffff" stroke="#c9c1b4" stroke-width="4"/><rect x="440" y="250" width="190" height="80" rx="30" fill="#ffffff" stroke="#c9c1b4" stroke-width="4"/>' +
          '<rect x="120" y="400" width="560" height="120" rx="20" fill="#5d7d96"/><rect x="80" y="80" width="640" height="110" rx="10" fill="#b58b5b"/>'
      );
    default:
      throw new Error(`no detail illustration ${name}`);
  }
}

/** A small PDF standing in for a vehicle history report (vehicle-page §3, file). */
export function historyReportPdf(): string {
  const text = "Vehicle history report - demo sample. No written-off, stolen or encumbered records found.";
  const stream = `BT /F1 14 Tf 56 760 Td (${text}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return body;
}
