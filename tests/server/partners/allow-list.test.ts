import { describe, expect, it } from 'vitest';
import { PartnerAllowList } from '../../../server/partners/allow-list.ts';

const SITE = 'https://www.iaacademy.es';

function list(load: () => Promise<string[] | undefined>) {
  return new PartnerAllowList({ siteOrigin: SITE, fixedOrigins: ['https://fijo.example'], load, refreshMs: 60_000 });
}

describe('the live allow-list', () => {
  it('is the site, the fixed list and what the store says; only the latter two are partners', async () => {
    let stored: string[] | undefined;
    const origins = list(async () => stored);
    expect([SITE, 'https://fijo.example', 'https://socio.example'].map((origin) => origins.has(origin))).toEqual([true, true, false]);
    await origins.refresh();
    expect(origins.has('https://socio.example')).toBe(false);
    stored = ['https://socio.example'];
    await origins.refresh();
    expect(origins.has('https://socio.example')).toBe(true);
    expect([SITE, 'https://fijo.example', 'https://socio.example'].map((origin) => origins.isPartner(origin))).toEqual([false, true, true]);
    stored = [];
    await origins.refresh();
    expect(origins.has('https://socio.example')).toBe(false);
    expect(origins.has('https://fijo.example')).toBe(true);
    expect(origins.fixedPartners).toEqual(['https://fijo.example']);
  });

  it('keeps the last list when the store cannot be read, and reloads once more when asked during a reload', async () => {
    let answer: () => Promise<string[]> = async () => ['https://socio.example'];
    let loads = 0;
    const origins = list(() => {
      loads += 1;
      return answer();
    });
    await origins.refresh();
    answer = async () => {
      throw new Error('connection refused');
    };
    await origins.refresh();
    expect(origins.has('https://socio.example')).toBe(true);

    let release!: () => void;
    answer = () => new Promise((resolve) => (release = () => resolve(['https://otro.example'])));
    loads = 0;
    const first = origins.refresh();
    const second = origins.refresh();
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    release();
    await Promise.all([first, second]);
    expect(loads).toBe(2);
    expect(origins.has('https://otro.example')).toBe(true);
    expect(origins.has('https://socio.example')).toBe(false);
  });
});
