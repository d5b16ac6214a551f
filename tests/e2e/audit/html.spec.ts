import { expect, test } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { distSite } from './sitemap.ts';

const vnu = 'node_modules/vnu-jar/build/dist/vnu.jar';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

test.describe('audit: HTML', () => {
  test.setTimeout(180_000);

  test('the Nu HTML Checker finds no error in any prerendered page', () => {
    const files = htmlFiles(distSite);
    expect(files.length).toBeGreaterThan(10);
    const run = spawnSync('java', ['-jar', vnu, '--errors-only', '--no-langdetect', '--format', 'json', ...files], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(run.error, 'Java 17 must be installed to run vnu.jar').toBeUndefined();
    const report = JSON.parse(run.stderr) as { messages: VnuMessage[] };
    const errors = report.messages
      .filter((message) => message.type === 'error')
      .map((message) => `${relative(distSite, new URL(message.url).pathname)}:${message.lastLine ?? '?'} ${message.message} near «${message.extract ?? ''}»`);
    expect(errors).toEqual([]);
  });
});
