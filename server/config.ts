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

/* ---- Admin dashboard (/admin) ------------------------------------------------------------- */

export interface AdminConfig {
  /** Plain password (ADMIN_PASSWORD) or scrypt hash (ADMIN_PASSWORD_HASH); neither → /admin is 404. */
  password?: string;
  passwordHash?: string;
  /** Signs the session cookie; derived from the password (hash) when ADMIN_SESSION_SECRET is unset. */
  sessionSecret: string;
  sessionHours: number;
  /** Login attempts per IP per 15 minutes. */
  loginAttempts: number;
}

/** Reads the ADMIN_* variables; returns undefined when the dashboard is off. */
export function readAdminConfig(env: NodeJS.ProcessEnv = process.env): AdminConfig | undefined {
  const password = env.ADMIN_PASSWORD || undefined;
  const passwordHash = env.ADMIN_PASSWORD_HASH?.trim() || undefined;
  if (!password && !passwordHash) return undefined;
  const hours = Number(env.ADMIN_SESSION_HOURS ?? 8);
  const attempts = Number(env.ADMIN_LOGIN_ATTEMPTS ?? 10);
  return {
    ...(password ? { password } : {}),
    ...(passwordHash ? { passwordHash } : {}),
    sessionSecret: env.ADMIN_SESSION_SECRET?.trim() || `derived:${passwordHash ?? password}`,
    sessionHours: hours > 0 && hours <= 24 * 30 ? hours : 8,
    loginAttempts: Number.isInteger(attempts) && attempts > 0 ? attempts : 10,
  };
}
