/**
 * What a partner page really downloads from the widget origin for one `data-widgets`
 * combination, seen by Chromium on the network, and when the chat launcher becomes visible.
 * Bytes are the gzip (level 9, as the server's .gz siblings) of every script body fetched from
 * that origin, plus what actually crossed the wire with Chromium's own Accept-Encoding (br).
 */
import type { Browser } from 'playwright-core';
import { gzipSync } from 'node:zlib';

export interface Download {
  files: string[];
  gzipBytes: number;
  wireBytes: number;
}

/** A visitor who accepted everything on an earlier visit: the launcher shows at once. */
const ACCEPTED = {
  cookieConsent: 'true',
  cookieSettings: JSON.stringify({ essential: true, analytics: true, marketing: true, preferences: true }),
};

export async function measureDownload(browser: Browser, url: string, widgetOrigin: string): Promise<Download> {
  const page = await browser.newPage();
  const pending: Promise<{ path: string; gzip: number; wire: number }>[] = [];
  page.on('requestfinished', (request) => {
    const address = new URL(request.url());
    if (address.origin !== widgetOrigin || request.resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const response = await request.response();
        const body = (await response?.body()) ?? Buffer.alloc(0);
        const sizes = await request.sizes();
        return { path: address.pathname, gzip: gzipSync(body, { level: 9 }).length, wire: sizes.responseBodySize };
      })(),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.locator('ia-widgets .dock').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  const fetched = await Promise.all(pending);
  await page.close();
  return {
    files: fetched.map((file) => file.path),
    gzipBytes: fetched.reduce((sum, file) => sum + file.gzip, 0),
    wireBytes: fetched.reduce((sum, file) => sum + file.wire, 0),
  };
}

/**
 * Ms from navigation start until the chat launcher is on screen, with the CPU throttled 4x and,
 * with `latencyMs`, that much added by Chromium to every request (CDP network emulation). Every
 * call is a new browser context: nothing cached, no connection kept from the previous load.
 */
export async function launcherVisibleMs(browser: Browser, url: string, latencyMs = 0): Promise<number> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  // A string, not a function: tsx would wrap a named inner function in a helper the page lacks.
  await page.addInitScript(`
    try {
      for (const [key, value] of Object.entries(${JSON.stringify(ACCEPTED)})) localStorage.setItem(key, value);
    } catch {}
    requestAnimationFrame(function look() {
      const launcher = document.querySelector('ia-widgets')?.shadowRoot?.querySelector('.launcher');
      if (launcher && launcher.getBoundingClientRect().width > 0) window.launcherAt = performance.now();
      else requestAnimationFrame(look);
    });
  `);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (latencyMs > 0) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: latencyMs, downloadThroughput: -1, uploadThroughput: -1 });
  }
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => (window as unknown as { launcherAt?: number }).launcherAt !== undefined);
  const at = await page.evaluate(() => (window as unknown as { launcherAt: number }).launcherAt);
  await page.close();
  return at;
}
