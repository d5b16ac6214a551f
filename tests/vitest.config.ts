import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { markdownPlugin } from '../site/build/markdown-plugin.ts';

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  plugins: [markdownPlugin()],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/server/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20_000,
    // The dashboard's stylesheet is imported as text (?raw); Vitest blanks CSS it does not process.
    css: { include: [/server\/admin\/.*\.css/] },
  },
});
