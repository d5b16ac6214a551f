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

/* ---- Leads (POST /api/leads, the store and the delivery worker) ---------------------------- */

export interface LeadsConfig {
  /** Embedded store folder (PGlite), used when `databaseUrl` is unset. */
  dir: string;
  databaseUrl?: string;
  mail?: { smtpUrl: string; notifyTo: string; from: string };
  webhook?: { url: string; secret: string };
  /** Signs newsletter links; when unset, a random secret kept in the store is used. */
  signingSecret?: string;
  retentionDays: number;
  /** Where links in mails point (confirmation, unsubscribe). */
  siteOrigin: string;
}

export class ConfigError extends Error {}

const EMAIL_ADDRESS = /^[^\s@<>]+@[^\s@<>]+$/;
/** `Name <a@b.es>` or a bare address. */
const MAIL_FROM = /^([^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/;

function urlWithProtocol(name: string, value: string, protocols: string[]): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} is not a valid URL`);
  }
  if (!protocols.includes(url.protocol)) throw new ConfigError(`${name} must start with ${protocols.join(' or ')}`);
  return value;
}

/** Reads and checks the LEADS_* variables; a wrong value stops start-up with a clear message. */
export function readLeadsConfig(env: NodeJS.ProcessEnv = process.env, siteOrigin = 'https://www.iaacademy.es'): LeadsConfig {
  const value = (name: string) => env[name]?.trim() || undefined;
  const retention = value('LEADS_RETENTION_DAYS') ?? '365';
  if (!/^[1-9][0-9]{0,4}$/.test(retention)) throw new ConfigError('LEADS_RETENTION_DAYS must be a whole number of days (1 or more)');

  const smtpUrl = value('SMTP_URL');
  let mail: LeadsConfig['mail'];
  if (smtpUrl) {
    const notifyTo = value('LEADS_NOTIFY_TO');
    const from = value('LEADS_FROM');
    if (!notifyTo || !notifyTo.split(',').every((address) => EMAIL_ADDRESS.test(address.trim()))) {
      throw new ConfigError('SMTP_URL is set: LEADS_NOTIFY_TO must hold the team address(es), comma-separated');
    }
    if (!from || !MAIL_FROM.test(from)) throw new ConfigError('SMTP_URL is set: LEADS_FROM must be a sender address, e.g. "IA Academy <web@iaacademy.es>"');
    mail = { smtpUrl: urlWithProtocol('SMTP_URL', smtpUrl, ['smtp:', 'smtps:']), notifyTo, from };
  }

  const webhookUrl = value('LEADS_WEBHOOK_URL');
  let webhook: LeadsConfig['webhook'];
  if (webhookUrl) {
    const secret = value('LEADS_WEBHOOK_SECRET');
    if (!secret || secret.length < 16) throw new ConfigError('LEADS_WEBHOOK_URL is set: LEADS_WEBHOOK_SECRET must be at least 16 characters');
    webhook = { url: urlWithProtocol('LEADS_WEBHOOK_URL', webhookUrl, ['https:', 'http:']), secret };
  }

  const signingSecret = value('LEADS_SIGNING_SECRET');
  if (signingSecret && signingSecret.length < 16) throw new ConfigError('LEADS_SIGNING_SECRET must be at least 16 characters');
  const databaseUrl = value('DATABASE_URL');

  return {
    dir: resolve(value('LEADS_DIR') ?? 'data'),
    ...(databaseUrl ? { databaseUrl: urlWithProtocol('DATABASE_URL', databaseUrl, ['postgres:', 'postgresql:']) } : {}),
    ...(mail ? { mail } : {}),
    ...(webhook ? { webhook } : {}),
    ...(signingSecret ? { signingSecret } : {}),
    retentionDays: Number(retention),
    siteOrigin: (value('SITE_ORIGIN') ?? siteOrigin).replace(/\/+$/, ''),
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
