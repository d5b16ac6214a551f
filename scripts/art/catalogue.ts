/**
 * Renders the course and service illustrations from SVG to WebP with sharp. Run
 * `npx tsx scripts/art/catalogue.ts` after adding a course or service; the output under
 * site/public/images/{courses,services}/ is committed, so builds never depend on this script.
 */
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { CATALOGUE_WIDTHS } from '../../site/content/catalogue-image.ts';
import * as art from './catalogue-art.ts';
import { lookOf } from './people.ts';
import { portrait } from './portrait.ts';

const MAX_BYTES = 60_000;

/** slug -> [motif, hue shift, seed]: the motif says the topic, the hue tells siblings apart. */
const pictures: Record<'courses' | 'services', Record<string, [art.Motif, number, number]>> = {
  courses: {
    'fundamentos-ia': [art.network, 0, 11],
    'machine-learning-avanzado': [art.curves, 12, 12],
    'nlp-transformers': [art.attention, -8, 13],
    'ia-generativa': [art.generate, 18, 14],
    'implementacion-gpt4': [art.hub, 6, 15],
  },
  services: {
    'clases-particulares-ia': [art.pair, 0, 21],
    'profesor-ai-impartir': [art.board, 10, 22],
    'ia-para-empresas': [art.buildings, -6, 23],
    'desarrollo-apps-ai': [art.screens, 14, 24],
    'ai-agencias-marketing': [art.waves, 22, 25],
    'apoyo-academico-ia-ml': [art.pages, 4, 26],
    'ia-sin-programar': [art.blocks, -10, 27],
    'consultoria-estrategica': [art.rings, 8, 28],
    'desarrollo-ml': [art.layers, 16, 29],
    'automatizacion-inteligente': [art.flow, -4, 30],
    'analisis-datos': [art.bars, 2, 31],
    nlp: [art.bubbles, 12, 32],
    'vision-computadora': [art.eye, -12, 33],
  },
};

/** Portraits for the instructors who have one; the others show their initial. */
const instructors = ['laura-mendez', 'daniel-ruiz'];
const PORTRAIT_SIZE = 144;

async function render(section: string, slug: string, svg: string): Promise<void> {
  const dir = fileURLToPath(new URL(`../../site/public/images/${section}/`, import.meta.url));
  await mkdir(dir, { recursive: true });
  for (const width of CATALOGUE_WIDTHS) {
    const file = `${dir}${slug}-${width}.webp`;
    const info = await sharp(Buffer.from(svg), { density: 144 }).resize({ width }).webp({ quality: 80, effort: 6 }).toFile(file);
    if (info.size > MAX_BYTES) throw new Error(`${file} is ${info.size} bytes, over the 60 KB budget`);
    console.log(`${section}/${slug}-${width}.webp ${info.width}x${info.height} ${(info.size / 1024).toFixed(1)} KB`);
  }
}

for (const [section, entries] of Object.entries(pictures)) {
  for (const [slug, [motif, hue, seed]] of Object.entries(entries)) {
    await render(section, slug, art.canvas(hue, motif(art.randomFrom(seed))));
  }
}

const portraitsDir = fileURLToPath(new URL('../../site/public/images/courses/instructors/', import.meta.url));
await mkdir(portraitsDir, { recursive: true });
for (const slug of instructors) {
  const file = `${portraitsDir}${slug}-${PORTRAIT_SIZE}.webp`;
  const info = await sharp(Buffer.from(portrait(lookOf(slug), PORTRAIT_SIZE)))
    .webp({ quality: 82 })
    .toFile(file);
  console.log(`courses/instructors/${slug}-${PORTRAIT_SIZE}.webp ${(info.size / 1024).toFixed(1)} KB`);
}
