/**
 * Draws the team portraits and office illustrations as SVG and writes them as WebP under
 * site/public/images/. Run once after editing the data: `npx tsx scripts/art/company-images.ts`.
 * The outputs are committed, so the site never hot-links a photo service.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { OFFICE_IMAGE, offices } from '../../site/content/offices.ts';
import { TEAM_PHOTO_SIZE, team } from '../../site/content/team.ts';
import { cityScene } from './city-scenes.ts';
import { lookOf } from './people.ts';
import { portrait } from './portrait.ts';

const publicDir = fileURLToPath(new URL('../../site/public', import.meta.url));

async function write(svg: string, path: string, width: number, height: number): Promise<void> {
  const target = join(publicDir, path);
  mkdirSync(dirname(target), { recursive: true });
  await sharp(Buffer.from(svg)).resize(width, height).webp({ quality: 82 }).toFile(target);
}

async function main(): Promise<void> {
  await Promise.all(team.map((member) => write(portrait(lookOf(member.slug), TEAM_PHOTO_SIZE), member.image, TEAM_PHOTO_SIZE, TEAM_PHOTO_SIZE)));
  await Promise.all(
    offices.map((office) => write(cityScene(office.slug, OFFICE_IMAGE.width, OFFICE_IMAGE.height), office.image, OFFICE_IMAGE.width, OFFICE_IMAGE.height)),
  );
}

await main();
