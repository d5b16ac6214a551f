/** Flat skyline illustrations for the three office cities. */
const skylines: Record<string, { sky: [string, string]; ground: string; shapes: string }> = {
  madrid: {
    sky: ['#fde68a', '#fb923c'],
    ground: '#7c2d12',
    shapes: `
      <rect x="60" y="190" width="70" height="120" fill="#9a3412"/>
      <rect x="140" y="150" width="60" height="160" fill="#c2410c"/>
      <path d="M250 200 L250 120 Q290 70 330 120 L330 200 Z" fill="#7c2d12"/>
      <rect x="240" y="200" width="100" height="110" fill="#9a3412"/>
      <circle cx="290" cy="74" r="10" fill="#fbbf24"/>
      <rect x="360" y="170" width="50" height="140" fill="#c2410c"/>
      <path d="M430 310 L430 200 L470 160 L510 200 L510 310 Z" fill="#9a3412"/>
      <rect x="530" y="210" width="70" height="100" fill="#7c2d12"/>`,
  },
  barcelona: {
    sky: ['#bae6fd', '#38bdf8'],
    ground: '#0c4a6e',
    shapes: `
      <path d="M250 310 L262 110 L274 310 Z" fill="#075985"/>
      <path d="M282 310 L296 80 L310 310 Z" fill="#0369a1"/>
      <path d="M318 310 L332 80 L346 310 Z" fill="#0369a1"/>
      <path d="M354 310 L366 110 L378 310 Z" fill="#075985"/>
      <rect x="240" y="220" width="150" height="90" fill="#0c4a6e"/>
      <rect x="60" y="200" width="80" height="110" fill="#0369a1"/>
      <rect x="150" y="230" width="70" height="80" fill="#075985"/>
      <path d="M420 310 Q470 150 520 310 Z" fill="#0369a1"/>
      <rect x="530" y="220" width="70" height="90" fill="#075985"/>
      <circle cx="560" cy="70" r="26" fill="#fef9c3"/>`,
  },
  lisboa: {
    sky: ['#fecdd3', '#f472b6'],
    ground: '#831843',
    shapes: `
      <path d="M0 260 Q160 180 320 250 T640 230 L640 310 L0 310 Z" fill="#9d174d"/>
      <rect x="90" y="90" width="10" height="170" fill="#be123c"/>
      <rect x="520" y="90" width="10" height="150" fill="#be123c"/>
      <path d="M95 95 Q310 230 525 95" stroke="#be123c" stroke-width="6" fill="none"/>
      <path d="M40 200 L600 200" stroke="#be123c" stroke-width="8"/>
      <rect x="250" y="250" width="120" height="46" rx="10" fill="#facc15"/>
      <rect x="262" y="260" width="22" height="18" fill="#fef9c3"/>
      <rect x="294" y="260" width="22" height="18" fill="#fef9c3"/>
      <rect x="326" y="260" width="22" height="18" fill="#fef9c3"/>
      <path d="M310 250 L300 226" stroke="#1f2937" stroke-width="3"/>`,
  },
};

export function cityScene(slug: string, width: number, height: number): string {
  const scene = skylines[slug];
  if (!scene) throw new Error(`No skyline drawn for office "${slug}"`);
  const [top, bottom] = scene.sky;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 640 360">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
  <rect width="640" height="360" fill="url(#sky)"/>
  ${scene.shapes}
  <rect y="310" width="640" height="50" fill="${scene.ground}"/>
</svg>`;
}
