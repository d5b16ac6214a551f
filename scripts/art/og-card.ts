/**
 * The text layer of a blog article's Open Graph image: the article's title over a dark scrim on its
 * cover, with the category and the brand, so a shared link says what it is about.
 */
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Greedy wrap by characters: the renderer's font (DejaVu Sans Bold) averages about 0.6 em per glyph. */
export function wrapTitle(title: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of title.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/[\s,.;:]+$/, '')}…`;
  return kept;
}

export function ogCard(title: string, category: string, brand: string, width = 1200, height = 630): string {
  const fontSize = 50;
  const lines = wrapTitle(title, 36, 4);
  const lineHeight = Math.round(fontSize * 1.18);
  const top = height - 96 - lines.length * lineHeight;
  const text = lines.map((line, i) => `<text x="72" y="${top + (i + 1) * lineHeight - 14}">${escapeXml(line)}</text>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b1020" stop-opacity="0.05"/><stop offset="0.45" stop-color="#0b1020" stop-opacity="0.55"/><stop offset="1" stop-color="#0b1020" stop-opacity="0.92"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#s)"/>
<rect x="72" y="${top - 58}" width="${Math.round(category.length * 13.5 + 40)}" height="40" rx="20" fill="#ffffff" fill-opacity="0.92"/>
<text x="92" y="${top - 31}" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="20" fill="#3f37c9">${escapeXml(category.toUpperCase())}</text>
<g font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="${fontSize}" fill="#ffffff" letter-spacing="-1">${text}</g>
<text x="72" y="${height - 48}" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="24" fill="#c7d2fe">${escapeXml(brand)}</text>
</svg>`;
}
