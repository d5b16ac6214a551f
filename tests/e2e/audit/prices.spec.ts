import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { formatEuros, parseEuros } from '../../../site/domain/format.ts';
import { distSite, sitemapPaths } from './sitemap.ts';

/** The visible text of a prerendered page: no scripts, no tags, entities that matter decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;|\u00a0/g, ' ')
    .replace(/&amp;/g, '&');
}

test('every price on every prerendered page is written by the one formatter', () => {
  const found: string[] = [];
  const different: string[] = [];
  for (const path of sitemapPaths()) {
    const file = path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
    const text = visibleText(readFileSync(`${distSite}${file}`, 'utf8'));
    for (const [price] of text.matchAll(/\d[\d.,]*\s?€|€\s?\d[\d.,]*/g)) {
      found.push(price);
      const amount = parseEuros(price);
      if (amount === undefined || formatEuros(amount) !== price) different.push(`${path}: ${price}`);
    }
  }
  expect(found.length).toBeGreaterThan(40);
  expect(different).toEqual([]);
});
