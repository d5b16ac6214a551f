import { resolve } from 'node:path';

/** Every build step works from the repository root, whatever the current directory. */
export const repoRoot = resolve(import.meta.dirname, '..', '..');
export const distDir = resolve(repoRoot, 'dist');
export const siteDir = resolve(distDir, 'site');
export const ssrDir = resolve(distDir, 'ssr');
export const serverDir = resolve(distDir, 'server');
export const widgetsDir = resolve(distDir, 'widgets');
