/**
 * "Today" in issue 15's "time until the launcher is visible no worse than today": the one
 * widgets.js every partner loaded before the loader, with all three widgets and the open chat
 * window inside (56.6 KB, 21.1 KB gzip). Built from git at that commit, with this checkout's
 * node_modules and the commit's own vite.widgets.config.ts, and served by the bench's server from
 * dist/widgets/bench/ (with its .br and .gz, as the server's other files) until `remove()`.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** The last commit of main whose widgets were one bundle (the merge before 5152a35 added the loader). */
export const BEFORE_LOADER_COMMIT = '5a80cc70034b035c770635989c695f538896672d';

const root = resolve(import.meta.dirname, '..', '..');

export interface BeforeLoader {
  /** URL path on the bench's server. */
  path: string;
  remove: () => void;
}

/** Null (with the reason on stderr) when that commit is not in this clone, e.g. a shallow one. */
export function buildBeforeLoader(distDir: string): BeforeLoader | null {
  const work = mkdtempSync(join(tmpdir(), 'widgets-before-loader-'));
  try {
    const archive = spawnSync('git', ['archive', '--format=tar', BEFORE_LOADER_COMMIT], { cwd: root, maxBuffer: 256 * 1024 * 1024 });
    if (archive.status !== 0) throw new Error(`git archive ${BEFORE_LOADER_COMMIT}: ${archive.stderr.toString().trim()}`);
    const untar = spawnSync('tar', ['-x', '-C', work], { input: archive.stdout });
    if (untar.status !== 0) throw new Error(`tar: ${untar.stderr.toString().trim()}`);
    symlinkSync(join(root, 'node_modules'), join(work, 'node_modules'));
    const vite = spawnSync(
      process.execPath,
      [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--config', 'vite.widgets.config.ts', '--logLevel', 'warn'],
      {
        cwd: work,
        encoding: 'utf8',
      },
    );
    if (vite.status !== 0) throw new Error(`vite build: ${vite.stderr.trim()}`);
    const dir = join(distDir, 'widgets', 'bench');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, 'before-loader.js');
    copyFileSync(join(work, 'dist', 'widgets', 'widgets.js'), file);
    const code = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(code, { level: 9 }));
    writeFileSync(`${file}.br`, brotliCompressSync(code));
    return { path: '/widgets/bench/before-loader.js', remove: () => rmSync(dir, { recursive: true, force: true }) };
  } catch (error) {
    console.error(`bench: the widgets before the loader could not be built: ${(error as Error).message}`);
    return null;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
