/**
 * Duotone portraits for every person on the site (team, instructors, blog authors): the brand's
 * indigo-to-violet gradient and a light silhouette with no facial features, so nobody is shown as
 * a cartoon and no real person is imitated. Same drawing, different hue, hair and framing per person.
 */
export type HairStyle = 'short' | 'long' | 'bob' | 'bun' | 'curly' | 'cropped';

export interface PortraitLook {
  /** Shift of the brand hue, in degrees (-14..24 keeps it indigo-violet). */
  hue: number;
  hair: HairStyle;
}

/** A circle as path data, so hair made of circles stays one path. */
const circle = (cx: number, cy: number, r: number) => `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;

const hairShapes: Record<HairStyle, { back: string; front: string }> = {
  short: { back: '', front: 'M110 140C104 86 134 70 160 70C190 70 218 88 210 140C200 112 184 104 160 104C136 104 118 114 110 140Z' },
  cropped: { back: '', front: 'M112 132C110 94 134 78 160 78C188 78 210 94 208 132C196 112 180 106 160 106C140 106 124 112 112 132Z' },
  long: {
    back: 'M104 150C100 90 128 66 160 66C192 66 220 90 216 150L226 262L94 262Z',
    front: 'M110 138C112 94 136 76 160 76C186 76 208 94 210 138C192 112 168 104 140 112C126 116 116 126 110 138Z',
  },
  bob: {
    back: 'M104 146C102 90 130 68 160 68C190 68 218 90 216 146L220 206L100 206Z',
    front: 'M108 136C110 92 134 74 160 74C188 74 210 92 212 136C196 108 150 100 108 136Z',
  },
  bun: {
    back: circle(160, 74, 24),
    front: 'M110 140C110 94 134 76 160 76C188 76 210 94 210 140C200 112 182 104 160 104C138 104 120 114 110 140Z',
  },
  curly: {
    back: circle(116, 126, 30) + circle(204, 126, 30) + circle(136, 98, 32) + circle(184, 98, 32) + circle(160, 150, 56),
    front: 'M114 130C118 100 138 88 160 88C182 88 202 100 206 130C192 116 176 112 160 112C144 112 128 116 114 130Z',
  },
};

export function portrait(look: PortraitLook, size: number): string {
  const deep = `hsl(${243 + look.hue} 70% 34%)`;
  const from = `hsl(${243 + look.hue} 75% 44%)`;
  const to = `hsl(${272 + look.hue} 72% 58%)`;
  const light = `hsl(${250 + look.hue} 100% 97%)`;
  const shade = `hsl(${252 + look.hue} 80% 86%)`;
  const hair = hairShapes[look.hair];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 320 320">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<linearGradient id="skin" x1="0" y1="0" x2="1" y2="0.4"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${shade}"/></linearGradient>
<radialGradient id="halo"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<pattern id="grid" width="32" height="32" patternUnits="userSpaceOnUse"><path d="M32 0H0V32" fill="none" stroke="#fff" stroke-opacity="0.08" stroke-width="1.5"/></pattern>
</defs>
<rect width="320" height="320" fill="url(#bg)"/>
<rect width="320" height="320" fill="url(#grid)"/>
<circle cx="250" cy="70" r="150" fill="url(#halo)"/>
<circle cx="160" cy="150" r="118" fill="none" stroke="#fff" stroke-opacity="0.18" stroke-width="2"/>
<path d="${hair.back}" fill="${deep}"/>
<path d="M56 320C56 252 104 226 160 226C216 226 264 252 264 320Z" fill="url(#skin)"/>
<path d="M138 196H182L178 236C172 246 148 246 142 236Z" fill="${shade}"/>
<path d="M132 228L160 262L188 228" fill="none" stroke="${deep}" stroke-opacity="0.35" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
<ellipse cx="160" cy="146" rx="50" ry="60" fill="url(#skin)"/>
<path d="${hair.front}" fill="${deep}"/>
</svg>`;
}
