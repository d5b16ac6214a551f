// `npm start` in any install, development or production: make sure dist/ is there and fresh,
// then run the built server in this same process (so it receives SIGTERM/SIGINT itself).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import './ensure-build.mjs';
import { repoRoot } from './fingerprint.mjs';

await import(pathToFileURL(join(repoRoot, 'dist', 'server', 'index.js')).href);
