import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.xml', '.txt', '.json', '.webmanifest']);

/** Writes .br and .gz siblings next to every text asset, so the server never compresses at run time. */
export function precompress(dir: string): { files: number } {
  let files = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      files += precompress(path).files;
      continue;
    }
    if (!COMPRESSIBLE.has(extname(name))) continue;
    const source = readFileSync(path);
    if (source.length < 256) continue;
    writeFileSync(`${path}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
    files += 1;
  }
  return { files };
}
