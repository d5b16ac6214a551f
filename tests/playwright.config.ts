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
  workers: process.env.CI ? 2 : 2,
  retries: 0,
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
    url: `${E2E_ORIGIN}/api/health`,
    env: { PORT: String(E2E_PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '100000', ADMIN_PASSWORD: E2E_ADMIN_PASSWORD },
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
