/**
 * Illustrated, flat portrait avatars for the blog's authors (no photos of real people, no text).
 */

export interface Portrait {
  background: readonly [string, string];
  skin: string;
  hair: string;
  hairStyle: 'long' | 'short' | 'bun' | 'curly' | 'waves';
  shirt: string;
  glasses?: boolean;
  beard?: boolean;
}

const hairShapes: Record<Portrait['hairStyle'], { back: string; front: string }> = {
  long: {
    back: '<path d="M52 96 C52 52 76 34 96 34 C116 34 140 52 140 96 L146 160 L46 160 Z"/>',
    front: '<path d="M60 88 C62 58 80 46 96 46 C116 46 132 60 132 88 C120 72 100 64 78 70 C70 74 64 80 60 88 Z"/>',
  },
  short: {
    back: '',
    front: '<path d="M60 86 C58 54 80 40 98 40 C120 40 136 56 132 86 C126 70 116 62 96 62 C80 62 68 70 60 86 Z"/>',
  },
  bun: {
    back: '<circle cx="96" cy="34" r="18"/>',
    front: '<path d="M60 90 C60 58 78 44 96 44 C116 44 134 58 132 90 C124 70 110 62 96 62 C80 62 66 72 60 90 Z"/>',
  },
  curly: {
    back: '<g><circle cx="66" cy="70" r="18"/><circle cx="80" cy="52" r="18"/><circle cx="98" cy="46" r="18"/><circle cx="116" cy="52" r="18"/><circle cx="128" cy="70" r="18"/></g>',
    front: '<path d="M62 84 C66 64 80 56 96 56 C112 56 126 64 130 84 C118 74 108 70 96 70 C84 70 72 74 62 84 Z"/>',
  },
  waves: {
    back: '<path d="M54 100 C50 56 74 36 96 36 C120 36 144 56 138 100 C142 120 136 136 128 140 L64 140 C56 136 50 120 54 100 Z"/>',
    front: '<path d="M60 92 C60 60 78 46 98 46 C118 46 132 60 132 84 C112 80 96 70 88 58 C82 72 72 84 60 92 Z"/>',
  },
};

export function portrait(p: Portrait): string {
  const hair = hairShapes[p.hairStyle];
  const glasses = p.glasses
    ? '<g fill="none" stroke="#1e1b4b" stroke-width="3"><circle cx="82" cy="94" r="11"/><circle cx="110" cy="94" r="11"/><path d="M93 94 h6"/></g>'
    : '';
  const beard = p.beard ? `<path d="M70 100 C72 128 86 136 96 136 C106 136 120 128 122 100 C116 116 108 120 96 120 C84 120 76 116 70 100 Z" fill="${p.hair}"/>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="192" height="192" viewBox="0 0 192 192">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.background[0]}"/><stop offset="1" stop-color="${p.background[1]}"/></linearGradient></defs>
  <rect width="192" height="192" fill="url(#bg)"/>
  <g fill="${p.hair}">${hair.back}</g>
  <path d="M30 192 C30 150 60 134 96 134 C132 134 162 150 162 192 Z" fill="${p.shirt}"/>
  <rect x="84" y="116" width="24" height="26" rx="10" fill="${p.skin}"/>
  <ellipse cx="96" cy="92" rx="34" ry="40" fill="${p.skin}"/>
  ${beard}
  <g fill="${p.hair}">${hair.front}</g>
  <circle cx="83" cy="95" r="3.2" fill="#1e1b4b"/><circle cx="109" cy="95" r="3.2" fill="#1e1b4b"/>
  <path d="M86 112 Q96 119 106 112" fill="none" stroke="#7a3b2e" stroke-width="3" stroke-linecap="round"/>
  ${glasses}
</svg>`;
}

/** Keyed by author id (site/content/blog/authors.ts). */
export const portraits: Record<string, Portrait> = {
  'laura-martin': { background: ['#4f46e5', '#8b5cf6'], skin: '#f1c7a5', hair: '#3b2417', hairStyle: 'long', shirt: '#1e1b4b' },
  'carlos-ruiz': { background: ['#7c3aed', '#c026d3'], skin: '#d9a47c', hair: '#1f1a17', hairStyle: 'short', shirt: '#f8fafc', glasses: true, beard: true },
  'elena-sanchez': { background: ['#0f766e', '#4f46e5'], skin: '#e8b896', hair: '#7a4a24', hairStyle: 'bun', shirt: '#fbbf24' },
  'marta-gil': { background: ['#b45309', '#7c3aed'], skin: '#a86b4a', hair: '#1b1410', hairStyle: 'curly', shirt: '#e0e7ff' },
  'tomas-herrera': { background: ['#0369a1', '#6366f1'], skin: '#f3d0b4', hair: '#5c3b22', hairStyle: 'waves', shirt: '#be185d', glasses: true },
};
