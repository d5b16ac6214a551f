import { expect, test } from '@playwright/test';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

/**
 * `npm ci --omit=dev` then `npm start` in a clean copy of the repository: no tsx, no Vite, no
 * React. Without dist/ it says how to build and exits; with the dist/ this checkout built, it
 * serves the site. (npm reads packages from its cache when it can.)
 */
const repo = resolve(import.meta.dirname, '..', '..', '..');

function copyRepository(): string {
  const target = mkdtempSync(join(tmpdir(), 'ia-prod-'));
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: repo, encoding: 'utf8' }).split('\n');
  for (const file of files.filter(Boolean)) {
    if (!existsSync(join(repo, file))) continue;
    mkdirSync(dirname(join(target, file)), { recursive: true });
    cpSync(join(repo, file), join(target, file));
  }
  return target;
}

test.describe('production install', () => {
  test.setTimeout(240_000);

  test('npm ci --omit=dev && npm start serves the built site, without any dev tool', async () => {
    const dir = copyRepository();
    try {
      const install = spawnSync('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: dir, encoding: 'utf8' });
      expect(install.status, install.stderr).toBe(0);
      for (const devTool of ['tsx', 'vite', 'react', 'typescript', 'lucide-react']) {
        expect(existsSync(join(dir, 'node_modules', devTool)), devTool).toBe(false);
      }

      const env = { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' };
      const missing = spawnSync('npm', ['start'], { cwd: dir, encoding: 'utf8', env });
      expect(missing.status).toBe(1);
      expect(missing.stderr).toContain('Falta dist/');
      expect(missing.stderr).toContain('npm ci && npm run build && npm ci --omit=dev && npm start');

      cpSync(join(repo, 'dist'), join(dir, 'dist'), { recursive: true });
      const server = spawn('npm', ['start'], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
      let output = '';
      const origin = await new Promise<string>((resolveOrigin, reject) => {
        server.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
          if (match) resolveOrigin(match[1]!);
        });
        server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        server.once('exit', (code) => reject(new Error(`npm start exited (${code}): ${output}`)));
      });
      try {
        const home = await fetch(`${origin}/`);
        expect(home.status).toBe(200);
        expect(await home.text()).toContain('<html lang="es"');
        expect((await fetch(`${origin}/widgets/widgets.js`)).status).toBe(200);
        // Ready once the embedded leads store has opened, just after the server listens.
        await expect.poll(async () => (await fetch(`${origin}/api/ready`)).status, { timeout: 60_000 }).toBe(200);
      } finally {
        process.kill(-server.pid!, 'SIGTERM');
        await once(server, 'exit');
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
