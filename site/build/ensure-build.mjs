// Before serving (`npm start`, `npm run bench`): dist/ must exist and match the sources. A dev
// install builds it; a production install (`npm ci --omit=dev`, no build tools) says what to do
// and exits. Plain JavaScript so it runs without tsx.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isBuildFresh, repoRoot } from './fingerprint.mjs';

const serverEntry = join(repoRoot, 'dist', 'server', 'index.js');
const built = existsSync(serverEntry) && existsSync(join(repoRoot, 'dist', 'site', 'index.html'));
const fresh = built && isBuildFresh();
const canBuild = ['vite', 'tsx'].every((tool) => existsSync(join(repoRoot, 'node_modules', tool, 'package.json')));

if (fresh) {
  console.log('dist/ is up to date.');
} else if (canBuild) {
  console.log(built ? 'dist/ is stale: building…' : 'dist/ is missing: building…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
} else {
  console.error(
    [
      built
        ? 'dist/ no corresponde a estas fuentes (se construyó con otra versión) / dist/ is stale for these sources.'
        : 'Falta dist/, la build del sitio / dist/ (the built site) is missing.',
      'Esta instalación no tiene las herramientas de build (npm ci --omit=dev) / this install has no build tools.',
      'Construye antes con las dependencias de desarrollo / build first with the dev dependencies:',
      '  npm ci && npm run build && npm ci --omit=dev && npm start',
    ].join('\n'),
  );
  process.exit(1);
}
