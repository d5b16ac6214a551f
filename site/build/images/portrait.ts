/** An illustrated head-and-shoulders portrait: flat shapes, no faces to misrepresent real people. */
export interface PortraitLook {
  skin: string;
  hair: string;
  shirt: string;
  background: [string, string];
  hairStyle: 'short' | 'long' | 'bob' | 'curly';
  glasses?: boolean;
  beard?: boolean;
}

const hairBack: Record<PortraitLook['hairStyle'], string> = {
  short: '',
  long: '<path d="M96 140 C96 70 224 70 224 140 L232 250 L88 250 Z"/>',
  bob: '<path d="M98 140 C98 74 222 74 222 140 L226 200 L94 200 Z"/>',
  curly: '<circle cx="112" cy="120" r="30"/><circle cx="208" cy="120" r="30"/><circle cx="160" cy="92" r="44"/>',
};

const hairFront: Record<PortraitLook['hairStyle'], string> = {
  short: '<path d="M104 142 C98 52 222 52 216 142 C210 116 186 104 160 106 C134 104 110 116 104 142 Z"/>',
  long: '<path d="M106 134 C104 80 216 80 214 134 C190 106 134 100 106 134 Z"/>',
  bob: '<path d="M106 132 C104 80 216 80 214 132 C200 112 150 100 106 132 Z"/>',
  curly: '<circle cx="130" cy="100" r="22"/><circle cx="160" cy="92" r="24"/><circle cx="190" cy="100" r="22"/>',
};

export function portrait(look: PortraitLook, size: number): string {
  const [from, to] = look.background;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 320 320">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="320" height="320" fill="url(#bg)"/>
  <circle cx="262" cy="60" r="34" fill="#ffffff" opacity="0.35"/>
  <g fill="${look.hair}">${hairBack[look.hairStyle]}</g>
  <path d="M60 320 C60 248 110 222 160 222 C210 222 260 248 260 320 Z" fill="${look.shirt}"/>
  <path d="M140 200 L180 200 L176 236 C168 244 152 244 144 236 Z" fill="${look.skin}"/>
  <path d="M138 226 L160 250 L182 226 L178 222 L160 240 L142 222 Z" fill="#ffffff" opacity="0.85"/>
  <ellipse cx="160" cy="146" rx="52" ry="62" fill="${look.skin}"/>
  <ellipse cx="108" cy="150" rx="9" ry="14" fill="${look.skin}"/>
  <ellipse cx="212" cy="150" rx="9" ry="14" fill="${look.skin}"/>
  <g fill="${look.hair}">${hairFront[look.hairStyle]}</g>
  <circle cx="140" cy="146" r="5" fill="#1f2937"/>
  <circle cx="180" cy="146" r="5" fill="#1f2937"/>
  <path d="M146 178 Q160 190 174 178" stroke="#7f1d1d" stroke-width="4" fill="none" stroke-linecap="round"/>
  ${look.beard ? `<path d="M112 160 C116 212 204 212 208 160 C196 196 124 196 112 160 Z" fill="${look.hair}"/>` : ''}
  ${look.glasses ? '<g stroke="#111827" stroke-width="4" fill="none"><circle cx="140" cy="146" r="16"/><circle cx="180" cy="146" r="16"/><path d="M156 146 L164 146"/></g>' : ''}
</svg>`;
}
