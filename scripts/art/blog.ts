/**
 * Renders the blog's illustrations (covers, in-article figures, author avatars and the broken-image
 * placeholder) from SVG to WebP with sharp. Run `npx tsx scripts/art/blog.ts` after changing
 * an article or author; the output under site/public/images/blog/ is committed, so builds never
 * depend on this script.
 */
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { articles } from '../../site/content/blog/articles.ts';
import { authors } from '../../site/content/blog/authors.ts';
import { company } from '../../site/content/company.ts';
import { covers, figures, placeholder } from './blog-art.ts';
import { ogCard } from './og-card.ts';
import { lookOf } from './people.ts';
import { portrait } from './portrait.ts';

const outDir = fileURLToPath(new URL('../../site/public/images/blog/', import.meta.url));
const WIDE = { width: 960, height: 540 };
const OG = { width: 1200, height: 630 };
const RESPONSIVE_WIDTHS = [480, 960];
const AVATAR_SIZES = [96, 192];

async function writeWebp(svg: string, file: string, width: number): Promise<void> {
  const info = await sharp(Buffer.from(svg), { density: 144 })
    .resize({ width })
    .webp({ quality: 78, effort: 6, smartSubsample: true })
    .toFile(`${outDir}${file}`);
  if (info.size > 60_000) throw new Error(`${file} is ${info.size} bytes, over the 60 KB budget`);
  console.log(`${file} ${info.width}x${info.height} ${(info.size / 1024).toFixed(1)} KB`);
}

/** Open Graph previews stay JPEG: not every network that unfurls links reads WebP. They carry the title. */
async function writeOgJpeg(svg: string, slug: string): Promise<void> {
  const file = `og/${slug}.jpg`;
  const article = articles.find((item) => item.slug === slug);
  if (!article) throw new Error(`No article ${slug} for its Open Graph image`);
  const cover = await sharp(Buffer.from(svg), { density: 144 }).resize({ width: OG.width, height: OG.height, fit: 'cover' }).toBuffer();
  const text = Buffer.from(ogCard(article.title, article.categories[0] ?? 'Blog', company.brand, OG.width, OG.height));
  const info = await sharp(cover)
    .composite([{ input: text }])
    .jpeg({ quality: 78, mozjpeg: true })
    .toFile(`${outDir}${file}`);
  if (info.size > 60_000) throw new Error(`${file} is ${info.size} bytes, over the 60 KB budget`);
  console.log(`${file} ${info.width}x${info.height} ${(info.size / 1024).toFixed(1)} KB`);
}

async function writeResponsive(svg: string, folder: string, slug: string): Promise<void> {
  for (const width of RESPONSIVE_WIDTHS) await writeWebp(svg, `${folder}/${slug}-${width}.webp`, width);
}

async function main(): Promise<void> {
  for (const folder of ['covers', 'figures', 'authors', 'og']) await mkdir(`${outDir}${folder}`, { recursive: true });
  for (const [slug, draw] of Object.entries(covers)) {
    await writeResponsive(draw(WIDE), 'covers', slug);
    await writeOgJpeg(draw(WIDE), slug);
  }
  for (const [slug, draw] of Object.entries(figures)) await writeResponsive(draw(WIDE), 'figures', slug);
  for (const author of Object.values(authors)) {
    const svg = portrait(lookOf(author.id), 192);
    for (const size of AVATAR_SIZES) await writeWebp(svg, `authors/${author.id}-${size}.webp`, size);
  }
  await writeWebp(placeholder(WIDE), 'placeholder.webp', 960);
}

await main();
