/**
 * Abstract, on-brand SVG illustrations for the blog: one cover and one in-article figure per
 * article. Pure functions of a size, deterministic (seeded), no text, so they render identically
 * on any machine.
 */

export interface Size {
  width: number;
  height: number;
}

/** Dark, mid and light stops of a background gradient. */
export type Palette = readonly [string, string, string];

type Draw = (size: Size) => string;

function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

function frame({ width, height }: Size, palette: Palette, body: string): string {
  const [dark, mid, light] = palette;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 960 540">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${dark}"/><stop offset="0.55" stop-color="${mid}"/><stop offset="1" stop-color="${light}"/>
    </linearGradient>
    <radialGradient id="glowA" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="glowB" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${light}" stop-opacity="0.9"/><stop offset="1" stop-color="${light}" stop-opacity="0"/>
    </radialGradient>
    <pattern id="dots" width="32" height="32" patternUnits="userSpaceOnUse">
      <circle cx="2" cy="2" r="1.6" fill="#ffffff" fill-opacity="0.16"/>
    </pattern>
  </defs>
  <rect width="960" height="540" fill="url(#bg)"/>
  <rect width="960" height="540" fill="url(#dots)"/>
  <circle cx="820" cy="80" r="300" fill="url(#glowB)"/>
  <circle cx="140" cy="470" r="260" fill="url(#glowA)"/>
  ${body}
</svg>`;
}

const W = 'fill="#ffffff"';
const stroke = (opacity: number, width = 3) =>
  `fill="none" stroke="#ffffff" stroke-opacity="${opacity}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;

function risingBars(): string {
  const heights = [110, 160, 150, 220, 290];
  const bars = heights
    .map((h, i) => `<rect x="${250 + i * 95}" y="${430 - h}" width="58" height="${h}" rx="14" ${W} fill-opacity="${0.18 + i * 0.12}"/>`)
    .join('');
  const points = heights.map((h, i) => [279 + i * 95, 400 - h] as const);
  const line = `<polyline points="${points.map((p) => p.join(',')).join(' ')}" ${stroke(0.9, 4)}/>`;
  const nodes = points.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="11" ${W}/><circle cx="${x}" cy="${y}" r="22" ${stroke(0.35, 2)}/>`).join('');
  return `${bars}${line}${nodes}<line x1="210" y1="446" x2="760" y2="446" ${stroke(0.5, 3)}/>`;
}

function clusters(): string {
  const random = seeded(7);
  let dots = '';
  for (let i = 0; i < 34; i += 1) {
    const x = 200 + random() * 260;
    const y = 110 + random() * 300;
    dots += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(6 + random() * 8).toFixed(1)}" ${W} fill-opacity="${(0.45 + random() * 0.5).toFixed(2)}"/>`;
  }
  for (let i = 0; i < 30; i += 1) {
    const x = 520 + random() * 260;
    const y = 140 + random() * 290;
    const s = 10 + random() * 12;
    dots += `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${s.toFixed(1)}" height="${s.toFixed(1)}" rx="3" ${stroke(0.8, 2.5)}/>`;
  }
  return `${dots}<path d="M470 60 C 560 200, 400 330, 520 480" ${stroke(0.95, 5)} stroke-dasharray="2 14"/>`;
}

function pagesAndBulb(): string {
  const pages = [-10, -3, 4]
    .map(
      (angle, i) =>
        `<rect x="260" y="150" width="300" height="230" rx="22" transform="rotate(${angle} 410 265) translate(${i * 18} ${i * -10})" ${W} fill-opacity="${0.16 + i * 0.14}"/>`,
    )
    .join('');
  const lines = [0, 1, 2, 3].map((i) => `<rect x="330" y="${210 + i * 34}" width="${200 - i * 30}" height="12" rx="6" ${W} fill-opacity="0.7"/>`).join('');
  const bulb = `<circle cx="660" cy="210" r="74" ${W} fill-opacity="0.92"/><rect x="628" y="292" width="64" height="46" rx="12" ${W} fill-opacity="0.7"/>
    ${[0, 1, 2, 3, 4, 5, 6, 7]
      .map((i) => {
        const a = (i / 8) * Math.PI * 2;
        return `<line x1="${(660 + Math.cos(a) * 96).toFixed(1)}" y1="${(210 + Math.sin(a) * 96).toFixed(1)}" x2="${(660 + Math.cos(a) * 122).toFixed(1)}" y2="${(210 + Math.sin(a) * 122).toFixed(1)}" ${stroke(0.75, 5)}/>`;
      })
      .join('')}`;
  return `${pages}${lines}${bulb}`;
}

function balance(): string {
  const pan = (x: number, y: number) =>
    `<line x1="${x}" y1="${y}" x2="${x - 70}" y2="${y + 120}" ${stroke(0.7, 3)}/><line x1="${x}" y1="${y}" x2="${x + 70}" y2="${y + 120}" ${stroke(0.7, 3)}/>` +
    `<path d="M${x - 90} ${y + 120} Q ${x} ${y + 190} ${x + 90} ${y + 120} Z" ${W} fill-opacity="0.85"/>`;
  return `<rect x="468" y="120" width="24" height="320" rx="12" ${W} fill-opacity="0.9"/>
    <rect x="380" y="430" width="200" height="26" rx="13" ${W} fill-opacity="0.9"/>
    <rect x="250" y="130" width="460" height="18" rx="9" ${W}/>
    <circle cx="480" cy="112" r="28" ${W}/>
    ${pan(270, 148)}${pan(690, 148)}
    <circle cx="480" cy="280" r="190" ${stroke(0.25, 2)}/>`;
}

function speechBubbles(): string {
  const bubble = (x: number, y: number, w: number, h: number, tailLeft: boolean, opacity: number) => {
    const tail = tailLeft ? `M${x + 40} ${y + h} l -20 44 l 64 -44 Z` : `M${x + w - 40} ${y + h} l 20 44 l -64 -44 Z`;
    return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="28" ${W} fill-opacity="${opacity}"/><path d="${tail}" ${W} fill-opacity="${opacity}"/>`;
  };
  const tokens = (x: number, y: number, widths: number[], opacity: number) =>
    widths
      .map((w, i) => {
        const before = widths.slice(0, i).reduce((sum, v) => sum + v + 12, 0);
        return `<rect x="${x + before}" y="${y}" width="${w}" height="20" rx="10" fill="#1e1b4b" fill-opacity="${opacity}"/>`;
      })
      .join('');
  return `${bubble(180, 110, 380, 150, true, 0.9)}${tokens(216, 150, [70, 100, 56, 60], 0.55)}${tokens(216, 190, [120, 90, 100], 0.35)}
    ${bubble(420, 300, 360, 130, false, 0.3)}${tokens(456, 338, [90, 60, 120], 0.5)}${tokens(456, 374, [140, 80], 0.35)}
    <path d="M600 190 C 700 180, 760 240, 700 300" ${stroke(0.7, 3)} stroke-dasharray="4 12"/>`;
}

function people(): string {
  let grid = '';
  for (let row = 0; row < 3; row += 1) {
    for (let col = 0; col < 5; col += 1) {
      const x = 250 + col * 115;
      const y = 140 + row * 120;
      const lit = (row + col) % 3 === 0;
      const o = lit ? 0.95 : 0.35;
      grid += `<circle cx="${x}" cy="${y}" r="20" ${W} fill-opacity="${o}"/><path d="M${x - 34} ${y + 64} a34 34 0 0 1 68 0 Z" ${W} fill-opacity="${o}"/>`;
    }
  }
  return `${grid}<ellipse cx="480" cy="275" rx="360" ry="150" ${stroke(0.45, 3)} transform="rotate(-12 480 275)"/>
    <ellipse cx="480" cy="275" rx="330" ry="110" ${stroke(0.3, 2)} transform="rotate(14 480 275)"/>
    <circle cx="150" cy="215" r="12" ${W}/><circle cx="812" cy="330" r="9" ${W}/>`;
}

function roadmap(): string {
  const steps = [0, 1, 2, 3].map((i) => ({ x: 190 + i * 195, y: 330 - i * 50, r: 34 + i * 8 }));
  const path = `<path d="M${steps.map((s) => `${s.x} ${s.y}`).join(' L ')}" ${stroke(0.8, 5)} stroke-dasharray="1 16"/>`;
  const nodes = steps
    .map(
      (s, i) =>
        `<circle cx="${s.x}" cy="${s.y}" r="${s.r + 18}" ${W} fill-opacity="0.15"/><circle cx="${s.x}" cy="${s.y}" r="${s.r}" ${W} fill-opacity="${0.55 + i * 0.15}"/>`,
    )
    .join('');
  return `${path}${nodes}<path d="M760 140 l 34 -40 l 34 40" ${stroke(0.9, 6)}/>`;
}

function network(): string {
  const layers = [4, 6, 6, 2];
  const pos = layers.map((n, l) => Array.from({ length: n }, (_, i) => ({ x: 220 + l * 175, y: 270 + (i - (n - 1) / 2) * 64 })));
  let edges = '';
  for (let l = 0; l < pos.length - 1; l += 1) {
    for (const a of pos[l]!) for (const b of pos[l + 1]!) edges += `<line x1="${a.x}" y1="${a.y}" x2="${b.x}" y2="${b.y}" ${stroke(0.18, 1.5)}/>`;
  }
  const nodes = pos
    .flat()
    .map((p) => `<circle cx="${p.x}" cy="${p.y}" r="15" ${W} fill-opacity="0.9"/>`)
    .join('');
  return `${edges}${nodes}`;
}

function learningLoop(): string {
  const nodes = [0, 1, 2, 3].map((i) => {
    const a = -Math.PI / 2 + (i / 4) * Math.PI * 2;
    return { x: 480 + Math.cos(a) * 170, y: 270 + Math.sin(a) * 170 };
  });
  return `<circle cx="480" cy="270" r="170" ${stroke(0.55, 4)} stroke-dasharray="14 14"/>
    ${nodes.map((n, i) => `<circle cx="${n.x.toFixed(1)}" cy="${n.y.toFixed(1)}" r="${44 - i * 3}" ${W} fill-opacity="${0.95 - i * 0.15}"/>`).join('')}
    <circle cx="480" cy="270" r="62" ${W} fill-opacity="0.25"/><circle cx="480" cy="270" r="30" ${W}/>`;
}

function shieldLayers(): string {
  const shield = (scale: number, opacity: number) =>
    `<path transform="translate(480 270) scale(${scale}) translate(-480 -270)" d="M480 90 L640 150 V280 C640 370 570 430 480 460 C390 430 320 370 320 280 V150 Z" ${W} fill-opacity="${opacity}"/>`;
  return `${shield(1.15, 0.12)}${shield(0.95, 0.22)}${shield(0.72, 0.5)}<path d="M420 275 l 42 42 l 84 -92" fill="none" stroke="#1e1b4b" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>`;
}

function attention(): string {
  const top = [0, 1, 2, 3, 4, 5].map((i) => 190 + i * 116);
  const random = seeded(11);
  let arcs = '';
  for (const a of top) {
    for (const b of top) {
      const weight = random();
      if (weight > 0.55) arcs += `<path d="M${a + 45} 170 C ${a + 45} 280, ${b + 45} 260, ${b + 45} 370" ${stroke(0.15 + weight * 0.6, 1 + weight * 4)}/>`;
    }
  }
  const row = (y: number, o: number) => top.map((x) => `<rect x="${x}" y="${y}" width="90" height="40" rx="12" ${W} fill-opacity="${o}"/>`).join('');
  return `${arcs}${row(130, 0.92)}${row(370, 0.6)}`;
}

function collaboration(): string {
  const blocks = [0, 1, 2, 3, 4, 5]
    .map(
      (i) => `<rect x="${420 + (i % 2) * 66}" y="${170 + Math.floor(i / 2) * 70}" width="52" height="52" rx="12" ${W} fill-opacity="${0.5 + (i % 3) * 0.2}"/>`,
    )
    .join('');
  return `<circle cx="380" cy="270" r="190" ${W} fill-opacity="0.16"/><circle cx="580" cy="270" r="190" ${W} fill-opacity="0.16"/>
    <circle cx="380" cy="270" r="190" ${stroke(0.6, 3)}/><circle cx="580" cy="270" r="190" ${stroke(0.6, 3)}/>${blocks}
    <circle cx="270" cy="240" r="34" ${W} fill-opacity="0.9"/><path d="M222 340 a48 48 0 0 1 96 0 Z" ${W} fill-opacity="0.9"/>
    <rect x="650" y="210" width="110" height="100" rx="22" ${W} fill-opacity="0.9"/><circle cx="685" cy="255" r="10" fill="#1e1b4b"/><circle cx="725" cy="255" r="10" fill="#1e1b4b"/>`;
}

/**
 * Six neighbours on the brand's indigo-to-violet range, as the catalogue's pictures are: siblings
 * told apart by a small shift of hue, never a new colour family (teal, amber and rose covers read
 * as another site's).
 */
const palettes = {
  indigo: ['#1e1b4b', '#4f46e5', '#8b5cf6'],
  violet: ['#2e1065', '#7c3aed', '#c026d3'],
  blue: ['#172554', '#3730a3', '#7c3aed'],
  plum: ['#3b0764', '#6d28d9', '#a855f7'],
  magenta: ['#4a044e', '#86198f', '#6366f1'],
  deep: ['#1e1b4b', '#4338ca', '#a78bfa'],
} satisfies Record<string, Palette>;

export const covers: Record<string, Draw> = {
  'introduccion-inteligencia-artificial-empresas': (size) => frame(size, palettes.indigo, risingBars()),
  'machine-learning-aplicaciones-practicas': (size) => frame(size, palettes.violet, clusters()),
  'inteligencia-artificial-educacion': (size) => frame(size, palettes.blue, pagesAndBulb()),
  'etica-inteligencia-artificial': (size) => frame(size, palettes.plum, balance()),
  'procesamiento-lenguaje-natural-revolucion': (size) => frame(size, palettes.magenta, speechBubbles()),
  'futuro-trabajo-era-ia': (size) => frame(size, palettes.deep, people()),
};

/** In-article figures reuse the palettes, reversed, so they read as a pair with the cover. */
const reversed = (palette: Palette): Palette => [palette[1], palette[0], palette[2]];

export const figures: Record<string, Draw> = {
  'introduccion-inteligencia-artificial-empresas': (size) => frame(size, reversed(palettes.indigo), roadmap()),
  'machine-learning-aplicaciones-practicas': (size) => frame(size, reversed(palettes.violet), network()),
  'inteligencia-artificial-educacion': (size) => frame(size, reversed(palettes.blue), learningLoop()),
  'etica-inteligencia-artificial': (size) => frame(size, reversed(palettes.plum), shieldLayers()),
  'procesamiento-lenguaje-natural-revolucion': (size) => frame(size, reversed(palettes.magenta), attention()),
  'futuro-trabajo-era-ia': (size) => frame(size, reversed(palettes.deep), collaboration()),
};

/** Shown in place of an article image that is broken or not http(s). */
export function placeholder(size: Size): string {
  return frame(
    size,
    ['#3b3f63', '#5b6190', '#8d93c4'],
    `
    <rect x="330" y="160" width="300" height="220" rx="24" ${stroke(0.9, 8)}/>
    <circle cx="410" cy="230" r="26" ${W} fill-opacity="0.9"/>
    <path d="M350 360 L450 270 L520 330 L560 295 L612 360 Z" ${W} fill-opacity="0.9"/>`,
  );
}
