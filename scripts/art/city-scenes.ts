import { canvas } from './catalogue-art.ts';

/**
 * The three offices in the catalogue's art direction: the brand gradient with one landmark in white
 * line art (Puerta de Alcalá, the Sagrada Família's towers, the 25 de Abril bridge).
 */
const stroke = (opacity: number, width = 6) =>
  `fill="none" stroke="#fff" stroke-opacity="${opacity}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;
const ground = `<path d="M120 600H1160" ${stroke(0.6, 4)}/><path d="M220 640H1060M360 676H920" ${stroke(0.25, 3)}/>`;

const madrid = () => {
  const arches = [0, 1, 2, 3, 4].map((i) => {
    const x = 330 + i * 130;
    return i === 0 || i === 4
      ? `<rect x="${x + 30}" y="430" width="50" height="170" ${stroke(0.85)}/>`
      : `<path d="M${x + 20} 600V450A45 45 0 0 1 ${x + 110} 450V600" ${stroke(0.95)}/>`;
  });
  return (
    `<rect x="300" y="340" width="680" height="260" ${stroke(0.55)}/>` +
    `<path d="M300 340H980M330 310H950L640 190Z" ${stroke(0.9)}/>` +
    `<circle cx="640" cy="262" r="22" fill="#fff" fill-opacity="0.8"/>` +
    arches.join('') +
    ground
  );
};

const barcelona = () => {
  const towers = [
    [470, 250],
    [560, 170],
    [720, 170],
    [810, 250],
    [640, 110],
  ].map(
    ([x, top]) =>
      `<path d="M${x! - 42} 600V${top! + 140}Q${x} ${top} ${x! + 42} ${top! + 140}V600" ${stroke(0.9)}/><circle cx="${x}" cy="${top! - 14}" r="10" fill="#fff" fill-opacity="0.85"/>`,
  );
  const windows = [470, 560, 640, 720, 810].map((x) => `<path d="M${x} 420V470M${x} 510V560" ${stroke(0.45, 4)}/>`);
  return towers.join('') + windows.join('') + ground;
};

const lisboa = () => {
  const hangers = Array.from({ length: 15 }, (_, i) => {
    const x = 200 + i * 60;
    const cable = 250 + Math.pow((x - 640) / 250, 2) * 95;
    return x > 390 && x < 890 ? `<path d="M${x} ${Math.min(cable, 470).toFixed(1)}V470" ${stroke(0.4, 3)}/>` : '';
  });
  return (
    `<path d="M390 600V200M440 600V200M840 600V200M890 600V200M390 290H440M840 290H890" ${stroke(0.95)}/>` +
    `<path d="M140 430Q265 300 415 200Q640 440 865 200Q1015 300 1140 430" ${stroke(0.85, 5)}/>` +
    `<path d="M120 470H1160" ${stroke(0.9, 8)}/>` +
    hangers.join('') +
    `<path d="M160 560Q220 540 280 560T400 560M760 580Q820 560 880 580T1000 580" ${stroke(0.35, 4)}/>`
  );
};

const scenes: Record<string, [number, () => string]> = { madrid: [-6, madrid], barcelona: [10, barcelona], lisboa: [20, lisboa] };

export function cityScene(slug: string, width: number, height: number): string {
  const scene = scenes[slug];
  if (!scene) throw new Error(`No scene for office ${slug}`);
  return canvas(scene[0], scene[1]()).replace('<svg ', `<svg width="${width}" height="${height}" `);
}
