/**
 * Draws the team portraits, partner wordmarks and office illustrations as SVG and writes them as
 * WebP under site/public/images/. Run once after editing the data: `npx tsx site/build/images/company-images.ts`.
 * The outputs are committed, so the site never hot-links a photo service.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { OFFICE_IMAGE, offices } from '../../content/offices.ts';
import { PARTNER_LOGO, partners } from '../../content/partners.ts';
import { TEAM_PHOTO_SIZE, team } from '../../content/team.ts';
import { cityScene } from './city-scenes.ts';
import { portrait, type PortraitLook } from './portrait.ts';

const publicDir = fileURLToPath(new URL('../../public', import.meta.url));

const looks: PortraitLook[] = [
  { skin: '#f1c7a5', hair: '#5a3825', shirt: '#2563eb', background: ['#dbeafe', '#bfdbfe'], hairStyle: 'long' },
  { skin: '#d9a17c', hair: '#1f2937', shirt: '#0f766e', background: ['#ccfbf1', '#99f6e4'], hairStyle: 'short', glasses: true },
  { skin: '#e8b894', hair: '#7c2d12', shirt: '#7c3aed', background: ['#ede9fe', '#ddd6fe'], hairStyle: 'bob' },
  { skin: '#c68863', hair: '#111827', shirt: '#b45309', background: ['#fef3c7', '#fde68a'], hairStyle: 'short', beard: true },
  { skin: '#a86b4b', hair: '#1c1917', shirt: '#be123c', background: ['#ffe4e6', '#fecdd3'], hairStyle: 'curly' },
  { skin: '#f0c09c', hair: '#57534e', shirt: '#334155', background: ['#e2e8f0', '#cbd5e1'], hairStyle: 'short', glasses: true },
];

function wordmark(name: string, color: string): string {
  const { width, height } = PARTNER_LOGO;
  const initial = name.charAt(0);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" rx="14" fill="#ffffff"/>
  <rect x="16" y="24" width="48" height="48" rx="12" fill="${color}"/>
  <text x="40" y="58" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="28" fill="#ffffff" text-anchor="middle">${initial}</text>
  <text x="76" y="56" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="${name.length > 12 ? 17 : 21}" fill="${color}">${name}</text>
</svg>`;
}

async function write(svg: string, path: string, width: number, height: number): Promise<void> {
  const target = join(publicDir, path);
  mkdirSync(dirname(target), { recursive: true });
  await sharp(Buffer.from(svg)).resize(width, height).webp({ quality: 82 }).toFile(target);
}

async function main(): Promise<void> {
  await Promise.all(
    team.map((member, index) =>
      write(portrait(looks[index % looks.length]!, TEAM_PHOTO_SIZE), member.image, TEAM_PHOTO_SIZE, TEAM_PHOTO_SIZE),
    ),
  );
  await Promise.all(
    partners.map((partner) =>
      write(wordmark(partner.name, partner.color), partner.image, PARTNER_LOGO.width, PARTNER_LOGO.height),
    ),
  );
  await Promise.all(
    offices.map((office) =>
      write(cityScene(office.slug, OFFICE_IMAGE.width, OFFICE_IMAGE.height), office.image, OFFICE_IMAGE.width, OFFICE_IMAGE.height),
    ),
  );
}

await main();
