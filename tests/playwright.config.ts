import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './e2e/browser.ts';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
/** Turns /admin on for the dashboard specs. */
export const E2E_ADMIN_PASSWORD = 'panel-e2e-2026';

export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results',
  fullyParallel: true,
  workers: 2,
  // One retry in CI only: a test that fails twice is red; one that passes on its retry is listed
  // as flaky in the report, to be mended, instead of throwing away a whole run's work.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  forbidOnly: true,
  reporter: [['list']],
  use: {
    baseURL: E2E_ORIGIN,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    trace: 'off',
  },
  webServer: {
    command: 'node dist/server/index.js',
    cwd: '..',
    // Ready, not just alive: the first start creates the embedded leads store (initdb), which
    // holds the event loop for a few seconds; tests start once it is open.
    url: `${E2E_ORIGIN}/api/ready`,
    env: { PORT: String(E2E_PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '100000', LEADS_DIR: 'data/e2e', ADMIN_PASSWORD: E2E_ADMIN_PASSWORD },
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
