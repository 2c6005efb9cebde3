import { CAR_COLOURS } from "../catalogue/equipment";
import { SCENE_BACKDROPS, SCENE_MIRRORED, SILHOUETTES, type IllustrationBody, type Scene } from "./shapes";

const TRIM = "#2a2d31";
const GLASS = "#33414f";

function paintHex(colour: string): string {
  const car = CAR_COLOURS.find((c) => c.name === colour);
  if (car) return car.hex;
  return (
    { White: "#f4f5f2", Silver: "#c3c7cb", Grey: "#6e747a", Blue: "#2456a6", Red: "#b3202a" }[colour] ??
    "#c3c7cb"
  );
}

export function wheel(cx: number, r: number, groundY = 470): string {
  const cy = groundY - r;
  const spokes = Array.from({ length: 5 }, (_, i) => {
    const angle = (i * 2 * Math.PI) / 5;
    const x = Math.round(cx + Math.cos(angle) * r * 0.55);
    const y = Math.round(cy + Math.sin(angle) * r * 0.55);
    return `<path d="M${cx},${cy} L${x},${y}" stroke="#8a9096" stroke-width="${Math.round(
      r * 0.14
    )}" stroke-linecap="round"/>`;
  }).join("");
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r + 7}" fill="${TRIM}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#17181a"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${Math.round(r * 0.64)}" fill="#c9ccd0"/>` +
    spokes +
    `<circle cx="${cx}" cy="${cy}" r="${Math.round(r * 0.16)}" fill="#5d6268"/>`
  );
}

const SHADE =
  '<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.28"/>' +
  '<stop offset="0.45" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/></linearGradient>';

function drawVehicle(shape: IllustrationBody, colour: string): string {
  const paint = paintHex(colour);
  const shadow = '<ellipse cx="400" cy="472" rx="320" ry="16" fill="#000" opacity="0.22"/>';
  if (shape === "truck") {
    const cab = "M100,428 L100,190 Q100,160 130,158 L250,150 Q266,150 266,166 L266,428 Z";
    return (
      shadow +
      `<defs>${SHADE}</defs>` +
      '<rect x="262" y="372" width="440" height="22" fill="#2a2d31"/>' +
      '<rect x="280" y="250" width="14" height="84" fill="#9ea3a8"/><rect x="280" y="330" width="420" height="42" rx="3" fill="#b8bcc0"/>' +
      '<path d="M294,350 L700,350" stroke="#9ea3a8" stroke-width="4"/>' +
      `<path d="${cab}" fill="${paint}"/><path d="${cab}" fill="url(#shade)"/>` +
      `<path d="M108,252 L108,178 Q110,170 120,170 L150,168 L150,252 Z" fill="${GLASS}"/>` +
      `<path d="M160,170 L246,164 Q256,164 256,174 L256,252 L160,252 Z" fill="${GLASS}"/>` +
      `<path d="M156,256 L156,418" stroke="#000" stroke-opacity="0.25" stroke-width="3"/>` +
      `<rect x="94" y="392" width="50" height="36" rx="4" fill="${TRIM}"/><rect x="100" y="360" width="26" height="16" rx="4" fill="#fff6c8"/>` +
      wheel(185, 48) +
      wheel(600, 48)
    );
  }
  if (shape === "caravan") {
    const body =
      "M190,404 L190,222 Q190,180 232,176 L660,170 Q690,170 690,200 L690,404 Q690,414 680,414 L200,414 Q190,414 190,404 Z";
    return (
      shadow +
      `<defs>${SHADE}</defs>` +
      '<path d="M190,396 L76,440 L190,416" stroke="#2a2d31" stroke-width="8" fill="none" stroke-linejoin="round"/>' +
      '<rect x="104" y="420" width="8" height="36" fill="#2a2d31"/><circle cx="108" cy="458" r="11" fill="#17181a"/>' +
      '<rect x="410" y="158" width="96" height="16" rx="4" fill="#d9dcdf"/>' +
      `<path d="${body}" fill="${paint}"/><path d="${body}" fill="url(#shade)"/>` +
      '<rect x="190" y="320" width="500" height="16" fill="#30506e"/><rect x="190" y="342" width="500" height="6" fill="#8aa6bf"/>' +
      `<rect x="236" y="226" width="120" height="62" rx="10" fill="${GLASS}"/><rect x="530" y="226" width="120" height="62" rx="10" fill="${GLASS}"/>` +
      '<rect x="404" y="222" width="76" height="176" rx="6" fill="none" stroke="#000" stroke-opacity="0.3" stroke-width="4"/>' +
      '<rect x="412" y="236" width="60" height="44" rx="6" fill="#33414f"/>' +
      wheel(470, 40) +
      wheel(562, 40)
    );
  }
  const s = SILHOUETTES[shape];
  const wells = s.wheels
    .map((x) => `<circle cx="${x}" cy="${470 - s.wheelRadius}" r="${s.wheelRadius + 9}" fill="${TRIM}"/>`)
    .join("");
  return (
    shadow +
    `<defs>${SHADE}<clipPath id="body"><path d="${s.body}"/></clipPath></defs>` +
    `<path d="${s.body}" fill="${paint}"/><path d="${s.body}" fill="url(#shade)"/>` +
    s.windows.map((d) => `<path d="${d}" fill="${GLASS}"/>`).join("") +
    `<g clip-path="url(#body)" stroke="#000" stroke-opacity="0.22" stroke-width="3">` +
    s.doorLines.map((x) => `<path d="M${x},180 L${x},412"/>`).join("") +
    "</g>" +
    (s.extras ?? "") +
    `<rect x="${s.head[0]}" y="${s.head[1]}" width="26" height="12" rx="5" fill="#fff6c8"/>` +
    `<rect x="${s.tail[0]}" y="${s.tail[1]}" width="12" height="16" rx="4" fill="#c0262d"/>` +
    wells +
    s.wheels.map((x) => wheel(x, s.wheelRadius)).join("")
  );
}

export function svgDocument(label: string, content: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" role="img" aria-label="${label}">` +
    `<title>${label}</title>${content}</svg>\n`
  );
}

export function exteriorSvg(shape: IllustrationBody, colour: string, scene: Scene): string {
  const vehicle = drawVehicle(shape, colour);
  const placed = SCENE_MIRRORED[scene]
    ? `<g transform="translate(800,0) scale(-1,1)">${vehicle}</g>`
    : vehicle;
  const noun = shape === "caravan" ? "caravan" : shape === "truck" ? "truck" : shape.replace("-", " ");
  return svgDocument(`${colour} ${noun}, ${scene} view (illustration)`, SCENE_BACKDROPS[scene] + placed);
}
