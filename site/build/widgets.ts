/**
 * The widgets' release (widgets/README.md, "URLs"): one classic bundle per combination of
 * `data-widgets`, the loader that picks one, their URLs and SRI hashes.
 *
 * dist/widgets/
 *   widgets.js, v1/widgets.js    the loader at its mutable URLs (short cache)
 *   v1/widgets.<hash>.js         the per-release loader (immutable), with the bundles' SRI hashes
 *   v1/bundles/<surfaces>.<hash>.js   one bundle per combination (immutable), added by the loader
 *   v1/<surfaces>.js             each combination at its direct URL (short cache): a partner's
 *                                tag loads it by itself, one request (widgets/surfaces.ts, DIRECT)
 *   v1/bundles/chat-window.<hash>.js  the open chat window, fetched on demand by the bundles
 *                                     with the chat, which carry its path and SRI hash
 *   manifest.json                URLs and sha384 integrity, for /integracion and the bench
 */
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { bundleConfig, chatWindowConfig, loaderConfig } from '../../vite.widgets.config.ts';
import { VERSION } from '../../widgets/api.ts';
import { directFile, WIDGETS, type WidgetName } from '../../widgets/config.ts';
import { widgetsDir } from './paths.ts';

export const MAJOR = `v${VERSION.split('.')[0]}`;

export interface WidgetsFile {
  path: string;
  integrity: string;
  bytes: number;
}

export interface WidgetsManifest {
  version: string;
  /** The loader at its mutable URLs: the bare path and the major version's. */
  stable: string[];
  /** The per-release loader at its immutable URL: it checks its bundle against an SRI hash. */
  release: WidgetsFile;
  /** One bundle per combination, keyed like the loader keys them: "chat,consent". */
  bundles: Record<string, WidgetsFile>;
  /** Each combination at its direct, mutable URL (`/widgets/v1/chat-consent.js`), keyed the same way. */
  direct: Record<string, WidgetsFile>;
  /** Scripts a bundle fetches only when needed: "chat-window", when the visitor reaches for the chat. */
  lazy: Record<string, WidgetsFile>;
}

/** Every non-empty combination of the three surfaces, in the order of WIDGETS. */
export function combinations(): WidgetName[][] {
  const all: WidgetName[][] = [];
  for (let mask = 1; mask < 1 << WIDGETS.length; mask += 1) all.push(WIDGETS.filter((_, index) => mask & (1 << index)));
  return all;
}

/** The SRI hash partners paste: sha384. */
export function integrity(code: string | Uint8Array, algorithm: 'sha256' | 'sha384' = 'sha384'): string {
  return `${algorithm}-${createHash(algorithm).update(code).digest('base64')}`;
}

/**
 * V8's explicit compile hint (Chromium 136 and later; any other engine reads a comment): every
 * function of the file is compiled on the background thread that streams it in, instead of one
 * by one on the main thread when first called. A bundle with the chat runs most of its code before
 * the launcher shows (the boot, Preact's first render of the dock), so this takes about 40 % of its
 * main-thread work off the launcher's path (issue 15). Not on the consent-only bundle: its banner
 * waits 2 s anyway, and its budget has no room for the 29 bytes.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const shortHash = (code: string) => createHash('sha256').update(code).digest('hex').slice(0, 10);

async function compile(config: ReturnType<typeof loaderConfig>): Promise<string> {
  const output = (await build({ ...config, configFile: false })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const chunk = (Array.isArray(output) ? output[0]! : output).output[0];
  // A build constant one config forgot would only fail in the visitor's browser (ReferenceError);
  // a read guarded by `typeof` (widgets/surfaces.ts: undefined means "built with everything") is safe.
  const unguarded = chunk.code.replace(/(["'])undefined\1\s*===?\s*typeof (__IAW_[A-Z_]+__)\s*\|\|\s*\2/g, '');
  const undefinedConstant = /\b__IAW_[A-Z_]+__\b/.exec(unguarded);
  if (undefinedConstant) throw new Error(`${chunk.fileName}: ${undefinedConstant[0]} is not defined by its build config (vite.widgets.config.ts)`);
  return chunk.code;
}

/**
 * The bundles' own SRI hashes are sha256: every one of them is inside the loader, which every
 * partner downloads, and 7 sha384 hashes would cost it 140 more incompressible bytes.
 */
function write(path: string, code: string, algorithm: 'sha256' | 'sha384' = 'sha384'): WidgetsFile {
  const file = join(widgetsDir, ...path.split('/').slice(2));
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, code);
  return { path, integrity: integrity(code, algorithm), bytes: Buffer.byteLength(code) };
}

export async function buildWidgets(): Promise<WidgetsManifest> {
  rmSync(widgetsDir, { recursive: true, force: true });
  const dir = `/widgets/${MAJOR}/bundles/`;
  const bundles: Record<string, WidgetsFile> = {};
  const hashes: Record<string, string> = {};
  // First the chat window: the bundles with the chat carry its path and SRI hash (sha256, as theirs).
  const windowCode = await compile(chatWindowConfig());
  const chatWindow = write(`${dir}chat-window.${shortHash(windowCode)}.js`, windowCode, 'sha256');
  const direct: Record<string, WidgetsFile> = {};
  for (const surfaces of combinations()) {
    const chat = surfaces.includes('chat');
    const windowFile = chat ? ([chatWindow.path, chatWindow.integrity] as const) : undefined;
    const code = (chat ? COMPILE_HINT : '') + (await compile(bundleConfig(surfaces, windowFile)));
    const key = surfaces.join(',');
    hashes[key] = shortHash(code);
    bundles[key] = write(`${dir}${surfaces.join('-')}.${hashes[key]}.js`, code, 'sha256');
    // The same bundle, plus finding its own tag and checking its data-widgets: no loader before it.
    const directCode = (chat ? COMPILE_HINT : '') + (await compile(bundleConfig(surfaces, windowFile, true)));
    direct[key] = write(`/widgets/${MAJOR}/${directFile(surfaces)}`, directCode);
  }
  // Keyed as the loader names the files: "chat-consent".
  const entries = Object.entries(bundles).map(([key, file]) => [key.replace(/,/g, '-'), hashes[key]!, file.integrity] as const);
  const loader = await compile(loaderConfig(dir, Object.fromEntries(entries.map(([name, hash]) => [name, hash]))));
  const stable = ['/widgets/widgets.js', `/widgets/${MAJOR}/widgets.js`];
  for (const path of stable) write(path, loader);
  const pinned = await compile(
    loaderConfig(dir, Object.fromEntries(entries.map(([name, hash]) => [name, hash])), Object.fromEntries(entries.map(([name, , sri]) => [name, sri]))),
  );
  const release = write(`/widgets/${MAJOR}/widgets.${shortHash(pinned)}.js`, pinned);
  const manifest: WidgetsManifest = { version: VERSION, stable, release, bundles, direct, lazy: { 'chat-window': chatWindow } };
  writeFileSync(join(widgetsDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const manifest = await buildWidgets();
  console.log(`Widgets ${manifest.version}: ${manifest.release.path}, ${Object.keys(manifest.bundles).length} bundles, each also at its direct URL`);
}
