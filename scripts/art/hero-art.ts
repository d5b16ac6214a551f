/**
 * The home hero's picture, in the catalogue's art direction: data points on the left pass through
 * a model's layers and come out as a rising result curve: "from your data to measurable results".
 * Run `npx tsx scripts/art/hero-art.ts`; the SVG under site/public/images/hero/ is committed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { randomFrom } from './catalogue-art.ts';

const W = 640;
const H = 540;
const random = randomFrom(42);
const white = (opacity: number) => `#fff" fill-opacity="${opacity}`;
const stroke = (opacity: number, width: number) => `fill="none" stroke="#fff" stroke-opacity="${opacity}" stroke-width="${width}" stroke-linecap="round"`;

// Scattered raw data on the left.
const scatter = Array.from({ length: 22 }, () => {
  const x = 60 + random() * 120;
  const y = 110 + random() * 300;
  return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${(3 + random() * 5).toFixed(1)}" fill="${white(0.35 + random() * 0.4)}"/>`;
});

// The model: three layers of nodes, fully connected.
const layers = [4, 5, 3].map((count, c) => Array.from({ length: count }, (_, i) => [250 + c * 90, 260 + (i - (count - 1) / 2) * 62] as const));
const edges = layers
  .slice(1)
  .flatMap((layer, c) => layer.flatMap(([x, y]) => layers[c]!.map(([u, v]) => `M${u} ${v}L${x} ${y}`)))
  .join('');
const inputs = layers[0]!.map(([x, y]) => `M185 ${y + (random() - 0.5) * 40}L${x} ${y}`).join('');
const nodes = layers.flat().map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="${i % 4 === 0 ? 13 : 10}" fill="${white(0.9)}"/>`);

// The result: a rising curve with its area, leaving the last layer.
const curve = Array.from({ length: 24 }, (_, i) => {
  const x = 440 + i * 7.5;
  const y = 380 - 230 / (1 + Math.exp(-(x - 520) / 28));
  return `${i ? 'L' : 'M'}${x.toFixed(1)} ${y.toFixed(1)}`;
}).join('');

const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">
<defs>
<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4338ca"/><stop offset="0.55" stop-color="#6d28d9"/><stop offset="1" stop-color="#a21caf"/></linearGradient>
<radialGradient id="h"><stop offset="0" stop-color="#fff" stop-opacity="0.3"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<linearGradient id="a" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
<pattern id="p" width="32" height="32" patternUnits="userSpaceOnUse"><path d="M32 0H0V32" ${stroke(0.08, 1)}/></pattern>
<clipPath id="c"><rect width="${W}" height="${H}" rx="36"/></clipPath>
</defs>
<g clip-path="url(#c)">
<rect width="${W}" height="${H}" fill="url(#g)"/>
<rect width="${W}" height="${H}" fill="url(#p)"/>
<circle cx="520" cy="90" r="260" fill="url(#h)"/>
<circle cx="90" cy="500" r="220" fill="url(#h)"/>
${scatter.join('')}
<path d="${inputs}" ${stroke(0.3, 2)} stroke-dasharray="3 7"/>
<path d="${edges}" ${stroke(0.22, 2)}/>
${nodes.join('')}
<path d="M430 260L440 ${(380 - 230 / (1 + Math.exp(-(440 - 520) / 28))).toFixed(1)}" ${stroke(0.5, 2)}/>
<path d="${curve}L612.5 420L440 420Z" fill="url(#a)"/>
<path d="${curve}" ${stroke(0.95, 6)}/>
<circle cx="612" cy="${(380 - 230 / (1 + Math.exp(-(612 - 520) / 28))).toFixed(1)}" r="11" fill="#fff"/>
<circle cx="612" cy="${(380 - 230 / (1 + Math.exp(-(612 - 520) / 28))).toFixed(1)}" r="22" ${stroke(0.5, 3)}/>
<path d="M440 420H612" ${stroke(0.5, 2)}/>
</g>
</svg>
`;

const dir = fileURLToPath(new URL('../../site/public/images/hero/', import.meta.url));
mkdirSync(dir, { recursive: true });
writeFileSync(`${dir}hero.svg`, svg.replace(/\n/g, ''));
console.log(`images/hero/hero.svg ${(svg.length / 1024).toFixed(1)} KB`);
