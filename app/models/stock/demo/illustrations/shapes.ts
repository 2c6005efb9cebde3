/** The drawing data of the stock illustrations: scenes and car body silhouettes. */

export const SCENES = ["studio", "street", "dusk", "yard"] as const;
export type Scene = (typeof SCENES)[number];

export type IllustrationBody =
  | "sedan"
  | "hatch"
  | "suv"
  | "ute"
  | "wagon"
  | "van"
  | "cab-chassis"
  | "coupe"
  | "convertible"
  | "people-mover"
  | "truck"
  | "caravan";

interface Silhouette {
  body: string;
  windows: string[];
  wheels: [number, number];
  wheelRadius: number;
  head: [number, number];
  tail: [number, number];
  doorLines: number[];
  /** Parts drawn in their own colours after the body (trays, tops, trims). */
  extras?: string;
}

export const SILHOUETTES: Record<Exclude<IllustrationBody, "truck" | "caravan">, Silhouette> = {
  sedan: {
    body: "M118,425 L118,378 Q120,352 150,346 L262,332 L330,272 Q338,266 352,266 L492,266 Q506,266 516,274 L580,330 L660,338 Q684,342 684,372 L684,425 Z",
    windows: [
      "M268,330 L334,278 Q340,274 350,274 L412,274 L412,330 Z",
      "M424,274 L488,274 Q498,274 506,282 L560,330 L424,330 Z",
    ],
    wheels: [222, 572],
    wheelRadius: 46,
    head: [122, 356],
    tail: [672, 350],
    doorLines: [418, 566],
  },
  hatch: {
    body: "M150,425 L150,380 Q152,356 180,350 L270,336 L340,270 Q348,264 362,264 L568,264 Q588,264 598,280 L628,336 Q650,344 650,372 L650,425 Z",
    windows: [
      "M278,334 L344,278 Q350,272 362,272 L430,272 L430,334 Z",
      "M442,272 L560,272 Q576,272 584,286 L604,334 L442,334 Z",
    ],
    wheels: [245, 560],
    wheelRadius: 44,
    head: [154, 360],
    tail: [638, 346],
    doorLines: [436],
  },
  suv: {
    body: "M120,425 L120,360 Q122,330 156,324 L250,312 L316,240 Q324,232 340,232 L620,232 Q640,232 648,248 L668,312 Q684,320 684,350 L684,425 Z",
    windows: [
      "M258,310 L320,246 Q326,240 338,240 L440,240 L440,310 Z",
      "M452,240 L608,240 Q624,240 630,254 L650,310 L452,310 Z",
    ],
    wheels: [225, 575],
    wheelRadius: 52,
    head: [124, 336],
    tail: [672, 326],
    doorLines: [446, 600],
  },
  wagon: {
    body: "M118,425 L118,378 Q120,352 150,346 L262,332 L330,272 Q338,266 352,266 L630,266 Q650,266 658,282 L674,336 Q686,344 686,372 L686,425 Z",
    windows: [
      "M268,330 L334,278 Q340,274 350,274 L420,274 L420,330 Z",
      "M432,274 L540,274 L540,330 L432,330 Z",
      "M552,274 L622,274 Q636,274 642,288 L656,330 L552,330 Z",
    ],
    wheels: [222, 580],
    wheelRadius: 46,
    head: [122, 356],
    tail: [676, 346],
    doorLines: [426, 546],
  },
  ute: {
    body: "M112,425 L112,360 Q114,334 146,328 L240,316 L300,246 Q308,238 322,238 L470,238 Q482,238 484,250 L488,318 L690,318 L690,425 Z",
    windows: [
      "M248,314 L304,252 Q310,246 320,246 L380,246 L380,314 Z",
      "M392,246 L466,246 Q474,246 474,256 L476,314 L392,314 Z",
    ],
    wheels: [215, 585],
    wheelRadius: 50,
    head: [116, 338],
    tail: [682, 330],
    doorLines: [386, 482],
    extras:
      '<path d="M488,318 L690,318" stroke="#2a2d31" stroke-width="6"/><rect x="140" y="408" width="40" height="14" rx="4" fill="#2a2d31"/>',
  },
  "cab-chassis": {
    body: "M112,425 L112,360 Q114,334 146,328 L236,316 L290,246 Q298,238 312,238 L388,238 Q400,238 402,250 L406,425 Z",
    windows: ["M244,314 L294,252 Q300,246 310,246 L390,246 L392,314 Z"],
    wheels: [210, 580],
    wheelRadius: 50,
    head: [116, 338],
    tail: [680, 352],
    doorLines: [396],
    extras:
      '<rect x="406" y="352" width="284" height="18" fill="#2a2d31"/><rect x="412" y="318" width="280" height="34" rx="3" fill="#b8bcc0"/>' +
      '<rect x="412" y="256" width="12" height="62" fill="#9ea3a8"/><path d="M424,300 L692,300" stroke="#9ea3a8" stroke-width="5"/>',
  },
  van: {
    body: "M120,425 L120,330 Q122,300 150,292 L206,276 L250,200 Q258,186 276,186 L664,186 Q684,186 684,206 L684,425 Z",
    windows: ["M214,274 L254,206 Q260,196 274,196 L330,196 L330,274 Z"],
    wheels: [220, 590],
    wheelRadius: 48,
    head: [124, 306],
    tail: [676, 300],
    doorLines: [336, 440],
  },
  "people-mover": {
    body: "M120,425 L120,340 Q122,310 150,302 L220,290 L280,214 Q290,202 306,202 L640,202 Q664,202 672,222 L684,300 L684,425 Z",
    windows: [
      "M228,288 L284,220 Q290,212 302,212 L372,212 L372,288 Z",
      "M384,212 L500,212 L500,288 L384,288 Z",
      "M512,212 L632,212 Q650,212 656,228 L666,288 L512,288 Z",
    ],
    wheels: [222, 585],
    wheelRadius: 48,
    head: [124, 316],
    tail: [676, 306],
    doorLines: [378, 506],
  },
  coupe: {
    body: "M118,425 L118,384 Q120,360 150,354 L280,340 L370,282 Q380,276 396,276 L478,276 Q496,276 512,288 L600,340 L664,348 Q684,352 684,380 L684,425 Z",
    windows: ["M292,338 L374,288 Q382,284 394,284 L470,284 Q486,284 498,294 L560,338 Z"],
    wheels: [225, 575],
    wheelRadius: 44,
    head: [122, 364],
    tail: [674, 358],
    doorLines: [480],
  },
  convertible: {
    body: "M118,425 L118,384 Q120,360 150,354 L300,342 L660,346 Q684,350 684,380 L684,425 Z",
    windows: [],
    wheels: [225, 575],
    wheelRadius: 44,
    head: [122, 364],
    tail: [674, 358],
    doorLines: [470],
    extras:
      '<path d="M300,342 L346,288" stroke="#2a2d31" stroke-width="7" stroke-linecap="round"/>' +
      '<rect x="392" y="298" width="34" height="46" rx="10" fill="#2a2d31"/><rect x="462" y="298" width="34" height="46" rx="10" fill="#2a2d31"/>' +
      '<rect x="548" y="326" width="96" height="20" rx="10" fill="#2a2d31"/>',
  },
};

export const SCENE_BACKDROPS: Record<Scene, string> = {
  studio:
    '<defs><radialGradient id="bg" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="#f7f8fa"/><stop offset="1" stop-color="#d5d9df"/></radialGradient></defs>' +
    '<rect width="800" height="600" fill="url(#bg)"/><rect y="470" width="800" height="130" fill="#cfd3d9"/>',
  street:
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a9d4f5"/><stop offset="1" stop-color="#e8f4fc"/></linearGradient></defs>' +
    '<rect width="800" height="600" fill="url(#bg)"/>' +
    '<path d="M0,380 L0,230 L70,230 L70,180 L150,180 L150,260 L230,260 L230,150 L300,150 L300,240 L390,240 L390,200 L470,200 L470,120 L540,120 L540,250 L620,250 L620,190 L700,190 L700,240 L800,240 L800,380 Z" fill="#c5ccd4"/>' +
    '<rect y="440" width="800" height="160" fill="#5b6168"/><rect y="440" width="800" height="10" fill="#9aa0a6"/>' +
    '<path d="M20,540 L120,540 M200,540 L300,540 M380,540 L480,540 M560,540 L660,540 M740,540 L800,540" stroke="#f2f2f2" stroke-width="8"/>',
  dusk:
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2b2d5c"/><stop offset="0.7" stop-color="#f08a5d"/><stop offset="1" stop-color="#f6c77d"/></linearGradient></defs>' +
    '<rect width="800" height="600" fill="url(#bg)"/><circle cx="620" cy="360" r="70" fill="#ffd9a0" opacity="0.85"/>' +
    '<path d="M0,430 Q200,390 400,420 T800,410 L800,600 L0,600 Z" fill="#3b3b4f"/>',
  yard:
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfe8fb"/><stop offset="1" stop-color="#f5fafe"/></linearGradient></defs>' +
    '<rect width="800" height="600" fill="url(#bg)"/>' +
    '<path d="M0,70 Q400,130 800,70" stroke="#555" stroke-width="2" fill="none"/>' +
    Array.from({ length: 16 }, (_, i) => {
      const x = 20 + i * 50;
      const t = x / 800;
      const y = Math.round(70 + 120 * t * (1 - t));
      const fill = ["#d62828", "#f77f00", "#fcbf49", "#2a9d8f", "#264653"][i % 5];
      return `<path d="M${x - 14},${y - 4} L${x + 14},${y - 4} L${x},${y + 26} Z" fill="${fill}"/>`;
    }).join("") +
    '<rect y="450" width="800" height="150" fill="#8e949b"/>' +
    '<path d="M40,600 L90,450 M300,600 L320,450 M500,600 L480,450 M760,600 L710,450" stroke="#f2f2f2" stroke-width="6"/>',
};

export const SCENE_MIRRORED: Record<Scene, boolean> = {
  studio: false,
  street: false,
  dusk: true,
  yard: true,
};
