import { resolve } from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  distDir: string;
  logLevel: string;
}

/** Reads the environment once; every value has a working default (no key, no database). */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  return {
    port: Number.isInteger(port) && port >= 0 && port < 65536 ? port : 3000,
    host: env.HOST ?? '0.0.0.0',
    distDir: resolve(env.DIST_DIR ?? 'dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
