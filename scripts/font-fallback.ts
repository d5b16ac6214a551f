/**
 * Computes the metric-matched fallbacks of site/styles/00-font.css: for each local sans-serif a
 * phone or a desktop may have, and for each weight the site uses, the size-adjust that gives the
 * site's own text the width it has in Manrope, and the ascent, descent and line-gap overrides that
 * give each line Manrope's height. Measured in Chromium (the engine that lays the text out), on the
 * font files themselves, so the result does not depend on what this machine has installed.
 *
 *   npm run build   # the site's text is read from the prerendered pages
 *   npx tsx scripts/font-fallback.ts --liberation <dir> --roboto <dir>
 *
 * Liberation Sans has Arial's advance widths and vertical metrics by design (and Arial those of
 * Helvetica), so it stands for Arial and Helvetica; Debian's fonts-liberation and
 * fonts-roboto-unhinted hold the files (`apt-get download`, then `dpkg-deb -x`). The output
 * replaces the generated part of 00-font.css.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../tests/e2e/browser.ts';
import { repoRoot } from '../site/build/paths.ts';

/** The weights the site's CSS uses; each gets its own fallback face, matched at that weight. */
const WEIGHTS = [400, 500, 600, 650, 700, 750, 800];

interface Fallback {
  family: string;
  /** local() names, the PostScript and full names phones and desktops know the font by. */
  regular: string[];
  bold: string[];
  files: { regular: string; bold: string };
}

function fallbacks(liberation: string, roboto: string): Fallback[] {
  return [
    {
      family: 'Manrope Fallback',
      regular: ['Arial', 'ArialMT', 'Helvetica', 'Liberation Sans', 'LiberationSans', 'Arimo'],
      bold: ['Arial Bold', 'Arial-BoldMT', 'Helvetica Bold', 'Helvetica-Bold', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Arimo Bold'],
      files: { regular: join(liberation, 'LiberationSans-Regular.ttf'), bold: join(liberation, 'LiberationSans-Bold.ttf') },
    },
    {
      family: 'Manrope Fallback Roboto',
      regular: ['Roboto', 'Roboto-Regular', 'Roboto Regular'],
      bold: ['Roboto Bold', 'Roboto-Bold'],
      files: { regular: join(roboto, 'Roboto-Regular.ttf'), bold: join(roboto, 'Roboto-Bold.ttf') },
    },
    {
      family: 'Manrope Fallback DejaVu',
      regular: ['DejaVu Sans', 'DejaVuSans'],
      bold: ['DejaVu Sans Bold', 'DejaVuSans-Bold'],
      files: { regular: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', bold: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf' },
    },
  ];
}

/** The visible text of every prerendered page: the letters, accents and digits the site really sets. */
function siteText(): string {
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name === 'index.html') pages.push(readFileSync(path, 'utf8'));
    }
  };
  walk(join(repoRoot, 'dist', 'site'));
  if (pages.length === 0) throw new Error('No prerendered pages in dist/site: run `npm run build` first.');
  return pages
    .map((html) => html.replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]+>/g, ' '))
    .join(' ')
    .replace(/&[a-z]+;|&#\d+;/g, ' ')
    .replace(/\s+/g, ' ');
}

interface Measured {
  /** Width of the site's text at each weight, per em. */
  widths: number[];
  ascent: number;
  descent: number;
  /** Height of a line at line-height: normal, per em. */
  normalLine: number;
}

const { values } = parseArgs({ options: { liberation: { type: 'string' }, roboto: { type: 'string' } } });
if (!values.liberation || !values.roboto) throw new Error('Usage: font-fallback.ts --liberation <dir> --roboto <dir>');

const text = siteText().slice(0, 60_000);
const manropeFile = readdirSync(join(repoRoot, 'node_modules/@fontsource-variable/manrope/files')).find((name) => name.startsWith('manrope-latin-wght'))!;
const base64 = (path: string) => readFileSync(path).toString('base64');

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const page = await browser.newPage();
await page.setContent('<!doctype html><body></body>');

/** Loads a font file as `family` (with optional descriptors) and measures it at every weight. */
function measure(family: string, file: string, weights: number[], descriptors: Record<string, string> = {}): Promise<Measured> {
  return page.evaluate(
    async ({ family, data, weights, descriptors, text }) => {
      const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
      const face = new FontFace(family, bytes, descriptors as FontFaceDescriptors);
      document.fonts.add(await face.load());
      const size = 100;
      const context = document.createElement('canvas').getContext('2d')!;
      const widths = weights.map((weight) => {
        context.font = `${weight} ${size}px "${family}"`;
        return context.measureText(text).width / size;
      });
      context.font = `${weights[0]} ${size}px "${family}"`;
      const metrics = context.measureText('H');
      const line = document.createElement('div');
      line.style.cssText = `font: ${weights[0]} ${size}px "${family}"; line-height: normal; position: absolute`;
      line.textContent = 'Hg';
      document.body.append(line);
      const normalLine = line.getBoundingClientRect().height / size;
      line.remove();
      return { widths, ascent: metrics.fontBoundingBoxAscent / size, descent: metrics.fontBoundingBoxDescent / size, normalLine };
    },
    { family, data: base64(file), weights, descriptors, text },
  );
}

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
const manrope = await measure('Manrope probe', join(repoRoot, 'node_modules/@fontsource-variable/manrope/files', manropeFile), WEIGHTS, {
  weight: '200 800',
});
const lineGap = manrope.normalLine - manrope.ascent - manrope.descent;

const rules: string[] = [];
const report: string[] = [];
for (const fallback of fallbacks(values.liberation, values.roboto)) {
  for (const [index, weight] of WEIGHTS.entries()) {
    const bold = weight >= 600;
    const file = bold ? fallback.files.bold : fallback.files.regular;
    const own = await measure(`${fallback.family} ${weight} probe`, file, [bold ? 700 : 400]);
    const scale = manrope.widths[index]! / own.widths[0]!;
    const descriptors = {
      sizeAdjust: percent(scale),
      ascentOverride: percent(manrope.ascent / scale),
      descentOverride: percent(manrope.descent / scale),
      lineGapOverride: percent(Math.max(0, lineGap) / scale),
    };
    // Checked with the descriptors applied, as the page will use them.
    const check = await measure(`${fallback.family} ${weight} check`, file, [bold ? 700 : 400], descriptors);
    report.push(
      `${fallback.family} ${weight}: width ${percent(check.widths[0]! / manrope.widths[index]! - 1)} off, ` +
        `line ${percent(check.normalLine / manrope.normalLine - 1)} off`,
    );
    const low = index === 0 ? 100 : (WEIGHTS[index - 1]! + weight) / 2 + 1;
    const high = index === WEIGHTS.length - 1 ? 900 : (weight + WEIGHTS[index + 1]!) / 2;
    const names = (bold ? fallback.bold : fallback.regular).map((name) => `local('${name}')`).join(', ');
    rules.push(
      [
        '@font-face {',
        `  font-family: '${fallback.family}';`,
        `  font-weight: ${Math.round(low)} ${Math.round(high)};`,
        `  src: ${names};`,
        `  size-adjust: ${descriptors.sizeAdjust};`,
        `  ascent-override: ${descriptors.ascentOverride};`,
        `  descent-override: ${descriptors.descentOverride};`,
        `  line-gap-override: ${descriptors.lineGapOverride};`,
        '}',
      ].join('\n'),
    );
  }
}
await browser.close();

console.error(
  `Manrope: ascent ${manrope.ascent.toFixed(3)}, descent ${manrope.descent.toFixed(3)}, line gap ${lineGap.toFixed(3)} em; ` +
    `text widths per weight ${manrope.widths.map((width) => (width / manrope.widths[0]!).toFixed(3)).join(' ')} (x the 400 width)`,
);
console.error(report.join('\n'));
console.log(rules.join('\n\n'));
