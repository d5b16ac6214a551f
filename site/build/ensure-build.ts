import { spawnSync } from 'node:child_process';
import { isBuildFresh } from './fingerprint.ts';
import { repoRoot } from './paths.ts';

/** `npm start`: build only when dist/ is missing or older than its sources. */
if (isBuildFresh()) {
  console.log('dist/ is up to date.');
} else {
  console.log('dist/ is missing or stale: building…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
