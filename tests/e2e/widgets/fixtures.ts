/**
 * Shared setup of the widget specs: per worker, a partner origin and a script origin (see
 * tests/fixtures/hosts/server.ts); per test, helpers to open a host page and reach into the
 * widgets' shadow root.
 */
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { WidgetsManifest } from '../../../site/build/widgets.ts';
import type { IAWidgetsApi } from '../../../widgets/api.ts';
import { startHostServers, type HostServers } from '../../fixtures/hosts/server.ts';
import { E2E_ORIGIN } from '../../playwright.config.ts';
import { installPausedClock } from '../support.ts';

export { expect };

/** The host window as page.evaluate sees it once the script has loaded. */
export type WidgetsWindow = Window & { IAWidgets: IAWidgetsApi };

export const CLOCK_START = Date.UTC(2026, 0, 5, 10, 0, 0);

/** data-* attributes without the prefix; undefined leaves one out (see OpenOptions.attributes). */
export type Attributes = Record<string, string | undefined>;

/** The partner's own cookie policy, which a partner page sets unless a test leaves it out. */
export const PARTNER_POLICY = 'https://www.socio.example/politica-de-cookies';

export interface OpenOptions {
  page?: string;
  /** `policy-url` is PARTNER_POLICY unless given (undefined: no data-policy-url at all). */
  attributes?: Attributes;
  copies?: number;
  loading?: 'async' | 'defer' | 'sync';
  /** Install Playwright's fake clock first, for the 2 s / 5 s / 10 s / 24 h rules. */
  clock?: boolean;
  /**
   * A first visit: no consent choice stored, so the banner comes first and the floating buttons
   * wait for the choice. Otherwise the visitor accepted everything on an earlier visit.
   */
  firstVisit?: boolean;
}

/** What a visitor who chose 'Aceptar todas' on an earlier visit has in local storage. */
export const ACCEPTED_ALL = {
  cookieConsent: 'true',
  cookieSettings: JSON.stringify({ essential: true, analytics: true, marketing: true, preferences: true }),
};

/**
 * Stores a consent choice before any page script runs, on every page this test opens, unless
 * one is already there (a choice the test stored first, or the visitor made).
 */
export async function storeConsent(page: Page, items: Record<string, string> = ACCEPTED_ALL): Promise<void> {
  await page.addInitScript((entries) => {
    if (window.localStorage.getItem('cookieConsent') !== null) return;
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
  }, items);
}

interface Fixtures {
  openHost: (options?: OpenOptions) => Promise<void>;
  widgets: Locator;
}

export const test = base.extend<Fixtures, { servers: HostServers }>({
  servers: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from this pattern
    async ({}, use) => {
      const servers = await startHostServers([E2E_ORIGIN]);
      await use(servers);
      await servers.close();
    },
    { scope: 'worker' },
  ],
  openHost: async ({ page, servers }, use) => {
    await use(async (options = {}) => {
      const params = new URLSearchParams();
      params.set('data-api', servers.cdn);
      const attributes = { 'policy-url': PARTNER_POLICY, ...options.attributes };
      for (const [name, value] of Object.entries(attributes)) if (value !== undefined) params.set(`data-${name}`, value);
      if (options.copies) params.set('copies', String(options.copies));
      if (options.loading) params.set('loading', options.loading);
      if (!options.firstVisit) await storeConsent(page);
      if (options.clock) await installPausedClock(page, CLOCK_START + 1000);
      await page.goto(`${servers.host}/${options.page ?? 'plain'}.html?${params}`);
    });
  },
  widgets: async ({ page }, use) => {
    await use(page.locator('ia-widgets'));
  },
});

/** Every appearance animation inside the widgets has finished: boxes are final. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .querySelector('ia-widgets')
        ?.shadowRoot?.getAnimations()
        .map((animation) => animation.finished) ?? [],
    ),
  );
}

/** Mounted and rendered: the shadow root has its dock. */
export async function waitForWidgets(page: Page): Promise<void> {
  await expect(page.locator('ia-widgets .dock')).toHaveCount(1);
}

/** A stand-in /api/chatbot answer (the real route is exercised in chat-api.spec.ts). */
export async function mockChatbot(
  page: Page,
  answer: { status?: number; body?: unknown } | ((request: unknown) => { status?: number; body?: unknown }),
): Promise<unknown[]> {
  const requests: unknown[] = [];
  await page.route('**/api/chatbot', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const payload = route.request().postDataJSON();
    requests.push(payload);
    const { status = 200, body } = typeof answer === 'function' ? answer(payload) : answer;
    await route.fulfill({
      status,
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: JSON.stringify(body),
    });
  });
  return requests;
}

/** dist/widgets/manifest.json of the build under test: bundles, direct URLs, lazy scripts, release. */
export function builtManifest(): WidgetsManifest {
  return JSON.parse(readFileSync(new URL('../../../dist/widgets/manifest.json', import.meta.url), 'utf8')) as WidgetsManifest;
}

export interface FetchedScript {
  path: string;
  gzip: number;
}

/** Every script the page fetches from the widget origin, with its gzip size (as the server's .gz siblings). */
export function recordScripts(page: Page): FetchedScript[] {
  const fetched: FetchedScript[] = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.origin !== E2E_ORIGIN || response.request().resourceType() !== 'script') return;
    fetched.push({ path: url.pathname, gzip: gzipSync(await response.body(), { level: 9 }).length });
  });
  return fetched;
}
