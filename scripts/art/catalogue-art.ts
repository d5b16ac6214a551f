/**
 * Abstract illustrations for the course and service catalogues: a brand gradient (indigo to violet,
 * hue-shifted per item) with one geometric motif that hints at the topic. Deterministic, no text.
 */

export type Motif = (random: () => number) => string;

const VIEW = { width: 1280, height: 720 };

/** A small linear congruential generator: the same seed always draws the same picture. */
export function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const line = (opacity: number, width = 4) =>
  `fill="none" stroke="#fff" stroke-opacity="${opacity}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;
const fill = (opacity: number) => `fill="#fff" fill-opacity="${opacity}"`;

export function canvas(hueShift: number, motif: string): string {
  const from = `hsl(${243 + hueShift} 75% 42%)`;
  const to = `hsl(${268 + hueShift} 72% 52%)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${VIEW.width} ${VIEW.height}">
<defs>
<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="halo"><stop offset="0" stop-color="#fff" stop-opacity="0.28"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<pattern id="grid" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0H0V40" ${line(0.07, 1.5)}/></pattern>
</defs>
<rect width="1280" height="720" fill="url(#g)"/>
<rect width="1280" height="720" fill="url(#grid)"/>
<circle cx="1080" cy="120" r="360" fill="url(#halo)"/>
<circle cx="160" cy="640" r="300" fill="url(#halo)"/>
${motif}
</svg>`;
}

export const network: Motif = (random) => {
  const nodes = Array.from({ length: 14 }, () => [240 + random() * 800, 130 + random() * 460] as const);
  const edges = nodes.flatMap(([x, y], i) =>
    nodes
      .slice(i + 1)
      .filter(([u, v]) => Math.hypot(u - x, v - y) < 260)
      .map(([u, v]) => `<path d="M${x} ${y}L${u} ${v}" ${line(0.35, 3)}/>`),
  );
  const dots = nodes.map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="${10 + (i % 3) * 6}" ${fill(0.55 + (i % 3) * 0.15)}/>`);
  return edges.join('') + dots.join('');
};

export const curves: Motif = (random) => {
  const points = Array.from({ length: 26 }, (_, i) => {
    const x = 200 + i * 34;
    const y = 560 - 380 / (1 + Math.exp(-(x - 640) / 110)) + (random() - 0.5) * 90;
    return `<circle cx="${x}" cy="${y.toFixed(1)}" r="9" ${fill(0.6)}/>`;
  });
  const curve = Array.from({ length: 60 }, (_, i) => {
    const x = 180 + i * 16;
    return `${i ? 'L' : 'M'}${x} ${(560 - 380 / (1 + Math.exp(-(x - 640) / 110))).toFixed(1)}`;
  }).join('');
  return `<path d="${curve}" ${line(0.95, 7)}/>${points.join('')}<path d="M180 600H1100M180 600V140" ${line(0.45, 3)}/>`;
};

export const attention: Motif = () => {
  const tokens = [0, 1, 2, 3, 4, 5].map((i) => `<rect x="${230 + i * 140}" y="500" width="110" height="44" rx="22" ${fill(0.7)}/>`);
  const queries = [0, 1, 2, 3, 4, 5].map((i) => `<rect x="${230 + i * 140}" y="170" width="110" height="44" rx="22" ${fill(0.35)}/>`);
  const arcs = [0, 1, 2, 3, 4, 5].flatMap((i) =>
    [0, 2, 4].map(
      (j) =>
        `<path d="M${285 + i * 140} 214C${285 + i * 140} 360 ${285 + ((i + j) % 6) * 140} 360 ${285 + ((i + j) % 6) * 140} 500" ${line(0.15 + j * 0.1, 3)}/>`,
    ),
  );
  return arcs.join('') + tokens.join('') + queries.join('');
};

/** One prompt, three kinds of output (an image, a text, an automated flow): generative AI at work. */
export const generate: Motif = () => {
  const prompt =
    `<rect x="250" y="296" width="330" height="128" rx="34" ${fill(0.9)}/>` +
    `<path d="M318 330C322 352 332 362 354 366C332 370 322 380 318 402C314 380 304 370 282 366C304 362 314 352 318 330Z" fill="hsl(256 70% 48%)"/>` +
    `<rect x="378" y="342" width="160" height="14" rx="7" fill="hsl(256 70% 48%)" fill-opacity="0.55"/>` +
    `<rect x="378" y="374" width="110" height="14" rx="7" fill="hsl(256 70% 48%)" fill-opacity="0.35"/>`;
  const outputs = [120, 290, 460].map((y) => `<rect x="760" y="${y}" width="270" height="140" rx="26" ${fill(0.26)}/>`).join('');
  const wires = [190, 360, 530].map((y) => `<path d="M580 360C680 360 660 ${y} 760 ${y}" ${line(0.7, 4)} stroke-dasharray="3 13"/>`).join('');
  const picture = `<circle cx="975" cy="165" r="20" ${fill(0.9)}/><path d="M790 236L860 172L906 212L938 186L1000 236" ${line(0.95, 6)}/>`;
  const text = [0, 1, 2].map((i) => `<rect x="792" y="${322 + i * 30}" width="${200 - i * 56}" height="14" rx="7" ${fill(0.85)}/>`).join('');
  const flow =
    [815, 895, 975].map((x, i) => `<circle cx="${x}" cy="530" r="${i === 1 ? 24 : 18}" ${fill(0.55 + i * 0.15)}/>`).join('') +
    `<path d="M837 530H867M923 530H953" ${line(0.9, 5)}/>`;
  return wires + outputs + prompt + picture + text + flow;
};

export const rings: Motif = () =>
  [260, 200, 140, 80].map((r, i) => `<circle cx="640" cy="360" r="${r}" ${line(0.2 + i * 0.15, 4)}/>`).join('') +
  `<path d="M640 140L690 360L640 580L590 360Z" ${fill(0.75)}/><path d="M420 360L640 330L860 360L640 390Z" ${fill(0.35)}/>`;

export const layers: Motif = () => {
  const columns = [3, 5, 5, 2].map((count, c) => Array.from({ length: count }, (_, i) => [340 + c * 200, 360 + (i - (count - 1) / 2) * 100] as const));
  const edges = columns
    .slice(1)
    .flatMap((column, c) => column.flatMap(([x, y]) => columns[c]!.map(([u, v]) => `<path d="M${u} ${v}L${x} ${y}" ${line(0.22, 2.5)}/>`)));
  const nodes = columns.flat().map(([x, y]) => `<circle cx="${x}" cy="${y}" r="26" ${fill(0.8)}/>`);
  return edges.join('') + nodes.join('');
};

export const bars: Motif = () => {
  const heights = [140, 210, 180, 290, 250, 360];
  return (
    heights.map((h, i) => `<rect x="${300 + i * 115}" y="${590 - h}" width="74" height="${h}" rx="16" ${fill(0.2 + i * 0.11)}/>`).join('') +
    `<path d="M${heights.map((h, i) => `${337 + i * 115} ${540 - h}`).join('L')}" ${line(0.95, 6)}/>`
  );
};

export const bubbles: Motif = () =>
  `<rect x="300" y="170" width="420" height="150" rx="60" ${fill(0.3)}/><path d="M360 310l-30 70 90-60z" ${fill(0.3)}/>` +
  `<rect x="560" y="380" width="420" height="150" rx="60" ${fill(0.7)}/><path d="M920 520l30 70-90-60z" ${fill(0.7)}/>` +
  [0, 1, 2].map((i) => `<rect x="360" y="${215 + i * 30}" width="${300 - i * 80}" height="14" rx="7" ${fill(0.7)}/>`).join('') +
  [0, 1, 2].map((i) => `<circle cx="${690 + i * 70}" cy="455" r="16" fill="hsl(255 70% 45%)" fill-opacity="0.8"/>`).join('');

export const eye: Motif = () =>
  `<path d="M300 360Q640 80 980 360Q640 640 300 360Z" ${line(0.85, 6)}/>` +
  `<circle cx="640" cy="360" r="120" ${fill(0.25)}/><circle cx="640" cy="360" r="58" ${fill(0.9)}/>` +
  `<rect x="460" y="200" width="360" height="320" rx="12" ${line(0.45, 3)} stroke-dasharray="18 14"/>` +
  `<path d="M440 230V180H490M790 180H840V230M840 490V540H790M490 540H440V490" ${line(0.95, 6)}/>`;

export const flow: Motif = () => {
  const boxes = [
    [260, 200],
    [560, 200],
    [860, 200],
    [860, 440],
    [560, 440],
    [260, 440],
  ] as const;
  const shapes = boxes.map(([x, y], i) => `<rect x="${x}" y="${y}" width="160" height="90" rx="22" ${fill(0.3 + (i % 3) * 0.2)}/>`);
  const arrows = boxes.slice(0, -1).map(([x, y], i) => {
    const [u, v] = boxes[i + 1]!;
    return `<path d="M${x + 80 + Math.sign(u - x) * 90} ${y + 45 + Math.sign(v - y) * 55}L${u + 80 - Math.sign(u - x) * 90} ${v + 45 - Math.sign(v - y) * 55}" ${line(0.8, 5)}/>`;
  });
  return shapes.join('') + arrows.join('') + `<circle cx="640" cy="368" r="46" ${line(0.9, 8)} stroke-dasharray="40 20"/>`;
};

export const blocks: Motif = () =>
  [
    [420, 420, 0.35],
    [560, 420, 0.55],
    [700, 420, 0.35],
    [490, 300, 0.75],
    [630, 300, 0.55],
    [560, 180, 0.9],
  ]
    .map(
      ([x, y, o]) =>
        `<rect x="${x}" y="${y}" width="124" height="104" rx="14" ${fill(o!)}/><rect x="${x! + 34}" y="${y! - 14}" width="24" height="14" rx="4" ${fill(o!)}/><rect x="${x! + 72}" y="${y! - 14}" width="24" height="14" rx="4" ${fill(o!)}/>`,
    )
    .join('');

export const screens: Motif = () =>
  `<rect x="300" y="170" width="520" height="340" rx="24" ${fill(0.25)}/><rect x="330" y="210" width="460" height="260" rx="10" ${line(0.6, 3)}/>` +
  `<rect x="760" y="260" width="200" height="360" rx="32" ${fill(0.75)}/><rect x="790" y="310" width="140" height="220" rx="10" fill="hsl(255 70% 50%)" fill-opacity="0.55"/>` +
  `<circle cx="860" cy="570" r="14" fill="hsl(255 70% 50%)"/>` +
  [0, 1, 2].map((i) => `<rect x="370" y="${250 + i * 60}" width="${320 - i * 70}" height="26" rx="13" ${fill(0.55)}/>`).join('');

export const waves: Motif = () =>
  `<path d="M360 300H450L640 180V540L450 420H360Z" ${fill(0.85)}/>` +
  [0, 1, 2].map((i) => `<path d="M${720 + i * 70} ${260 - i * 50}Q${800 + i * 90} 360 ${720 + i * 70} ${460 + i * 50}" ${line(0.8 - i * 0.2, 8)}/>`).join('');

export const pages: Motif = () =>
  `<path d="M640 220C560 170 420 170 320 200V560C420 530 560 530 640 580Z" ${fill(0.3)}/>` +
  `<path d="M640 220C720 170 860 170 960 200V560C860 530 720 530 640 580Z" ${fill(0.6)}/>` +
  `<path d="M380 460Q430 300 480 400T580 300" ${line(0.9, 5)}/>` +
  [0, 1, 2, 3].map((i) => `<rect x="700" y="${260 + i * 60}" width="${200 - (i % 2) * 50}" height="16" rx="8" ${fill(0.85)}/>`).join('');

export const buildings: Motif = (random) => {
  const towers = [
    [300, 260],
    [420, 380],
    [520, 200],
    [660, 320],
    [780, 240],
    [900, 400],
  ] as const;
  const shapes = towers.map(([x, h], i) => `<rect x="${x}" y="${620 - h}" width="100" height="${h}" rx="8" ${fill(0.2 + (i % 3) * 0.2)}/>`);
  const links = towers
    .slice(1)
    .map(([x, h], i) => `<path d="M${towers[i]![0] + 50} ${620 - towers[i]![1]}Q${x} ${500 - h - random() * 80} ${x + 50} ${620 - h}" ${line(0.75, 3)}/>`);
  return shapes.join('') + links.join('');
};

export const board: Motif = () =>
  `<rect x="300" y="150" width="680" height="380" rx="20" ${fill(0.22)}/><path d="M640 530V620M560 620H720" ${line(0.7, 8)}/>` +
  `<circle cx="460" cy="330" r="90" ${line(0.9, 6)}/><path d="M460 240A90 90 0 0 1 550 330H460Z" ${fill(0.8)}/>` +
  `<path d="M620 440L700 340L780 390L880 240" ${line(0.95, 7)}/><circle cx="880" cy="240" r="14" ${fill(1)}/>`;

export const pair: Motif = () =>
  `<circle cx="470" cy="290" r="70" ${fill(0.8)}/><path d="M350 520Q470 360 590 520Z" ${fill(0.8)}/>` +
  `<circle cx="810" cy="290" r="70" ${fill(0.45)}/><path d="M690 520Q810 360 930 520Z" ${fill(0.45)}/>` +
  `<path d="M560 260Q640 190 720 260" ${line(0.9, 6)} stroke-dasharray="4 18"/>`;

/** A language model at the centre, wired to the company's systems: GPT-4 put to work in-house. */
export const hub: Motif = () => {
  const satellites = [0, 1, 2, 3, 4, 5].map((i) => {
    const angle = (i / 6) * Math.PI * 2 - Math.PI / 2;
    return [640 + Math.cos(angle) * 330, 360 + Math.sin(angle) * 230] as const;
  });
  const wires = satellites.map(([x, y]) => `<path d="M640 360L${x.toFixed(1)} ${y.toFixed(1)}" ${line(0.4, 4)} stroke-dasharray="2 14"/>`);
  const boxes = satellites.map(
    ([x, y], i) =>
      `<rect x="${(x - 70).toFixed(1)}" y="${(y - 36).toFixed(1)}" width="140" height="72" rx="22" ${fill(0.28 + (i % 3) * 0.12)}/>` +
      `<rect x="${(x - 44).toFixed(1)}" y="${(y - 8).toFixed(1)}" width="${60 + (i % 2) * 28}" height="16" rx="8" ${fill(0.8)}/>`,
  );
  const core =
    `<rect x="540" y="260" width="200" height="200" rx="56" ${fill(0.92)}/>` +
    `<path d="M640 300C646 338 662 354 700 360C662 366 646 382 640 420C634 382 618 366 580 360C618 354 634 338 640 300Z" fill="hsl(256 70% 48%)"/>`;
  return wires.join('') + boxes.join('') + core;
};
