import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { Type, type Static, type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { llmDefaults, type LlmConfig } from './chatbot/llm/config.ts';

/**
 * Every environment variable the server reads, in ONE object: one entry per variable with its
 * type, default and description (Spanish / English, shown in start-up errors). Add a variable
 * here, in the README table, and read it from `ServerConfig`; nothing else reads process.env.
 */
const EMAIL = '[^\\s@<>,]+@[^\\s@<>,]+';

export const envSchema = Type.Object({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3000, description: 'puerto en el que escucha / port to listen on (0-65535)' }),
  HOST: Type.String({ minLength: 1, default: '0.0.0.0', description: 'dirección en la que escucha / address to listen on' }),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((level) => Type.Literal(level)),
    {
      default: 'info',
      description: 'nivel de pino / pino level: fatal, error, warn, info, debug, trace, silent',
    },
  ),
  DIST_DIR: Type.String({ minLength: 1, default: 'dist', description: 'carpeta de la build / build output to serve' }),
  TRUST_PROXY: Type.String({
    default: '0',
    description:
      'proxies delante del servidor: número de saltos (1 para un balanceador) o lista de IP/CIDR / hop count (1 for one load balancer) or a list of proxy IPs/CIDRs',
  }),
  SHUTDOWN_GRACE_MS: Type.Integer({
    minimum: 100,
    maximum: 120_000,
    default: 10_000,
    description: 'plazo para cerrar al recibir SIGTERM / shutdown deadline in ms before remaining connections are destroyed',
  }),
  MAX_CONCURRENT_PER_IP: Type.Integer({
    minimum: 1,
    default: 32,
    description: 'peticiones simultáneas por IP / concurrent requests per client IP',
  }),
  SITE_ORIGIN: Type.Optional(
    Type.String({ pattern: '^https?://[^/\\s]+/*$', description: 'origen del sitio / the site origin, e.g. https://www.iaacademy.es' }),
  ),
  CHATBOT_ALLOWED_ORIGINS: Type.String({
    pattern: '^\\s*(https?://[^/\\s,]+/*\\s*(,\\s*https?://[^/\\s,]+/*\\s*)*)?,?\\s*$',
    default: '',
    description: 'orígenes de socios, separados por comas / comma-separated partner origins allowed by CORS',
  }),
  PARTNERS_REFRESH_MS: Type.Integer({
    minimum: 100,
    maximum: 30_000,
    default: 10_000,
    description:
      'cada cuánto relee cada instancia los socios de /admin / how often each instance reloads the partner origins edited in /admin, in ms (max 30000)',
  }),
  RATE_LIMIT_MAX: Type.Optional(
    Type.Integer({
      minimum: 1,
      description:
        'peticiones por IP y minuto en cada API (30 el asistente, 10 los formularios) / requests per IP per minute on each API (default 30 chat, 10 leads)',
    }),
  ),
  REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://', description: 'Redis para límites compartidos / Redis for shared rate limits (redis://…)' })),
  CHATBOT_LOG_MESSAGES: Type.Boolean({ default: false, description: 'true para registrar el texto de los mensajes / true to log message text' }),
  CHATBOT_MAX_IN_FLIGHT: Type.Integer({
    minimum: 1,
    default: 200,
    description: 'respuestas del asistente calculándose a la vez / assistant answers computed at once before 503',
  }),
  CHATBOT_LLM_BASE_URL: Type.Optional(Type.String({ pattern: '^https?://', description: 'URL compatible con OpenAI / OpenAI-compatible base URL' })),
  CHATBOT_LLM_MODEL: Type.Optional(Type.String({ minLength: 1, description: 'modelo del LLM / LLM model name' })),
  CHATBOT_LLM_API_KEY: Type.Optional(Type.String({ minLength: 1, description: 'clave del LLM / LLM API key' })),
  CHATBOT_LLM_TIMEOUT_MS: Type.Integer({
    minimum: 100,
    maximum: 14_000,
    default: llmDefaults.timeoutMs,
    description: 'tiempo máximo del LLM, dentro de los 15 s del widget / LLM timeout in ms, inside the widget 15 s',
  }),
  CHATBOT_LLM_MAX_CALLS_PER_MINUTE: Type.Integer({
    minimum: 1,
    default: llmDefaults.callsPerMinute,
    description: 'llamadas al LLM por minuto e instancia / LLM calls per minute per instance',
  }),
  LEADS_DIR: Type.String({ minLength: 1, default: 'data', description: 'carpeta del almacén integrado (PGlite) / embedded store folder' }),
  DATABASE_URL: Type.Optional(
    Type.String({
      pattern: '^postgres(ql)?://',
      description: 'PostgreSQL en lugar del almacén integrado / PostgreSQL instead of the embedded store (postgres://…)',
    }),
  ),
  SMTP_URL: Type.Optional(
    Type.String({ pattern: '^smtps?://', description: 'servidor de correo para avisar de cada contacto / SMTP server for lead mails (smtp:// or smtps://)' }),
  ),
  LEADS_NOTIFY_TO: Type.Optional(
    Type.String({ pattern: `^${EMAIL}(\\s*,\\s*${EMAIL})*$`, description: 'direcciones del equipo, separadas por comas / team addresses, comma-separated' }),
  ),
  LEADS_FROM: Type.Optional(
    Type.String({ pattern: `^([^<>]*<${EMAIL}>|${EMAIL})$`, description: 'remitente, p. ej. "IA Academy <web@iaacademy.es>" / sender address' }),
  ),
  LEADS_WEBHOOK_URL: Type.Optional(Type.String({ pattern: '^https?://', description: 'webhook del CRM / CRM webhook URL (http:// or https://)' })),
  LEADS_WEBHOOK_SECRET: Type.Optional(
    Type.String({ minLength: 16, description: 'secreto HMAC del webhook, 16 caracteres o más / webhook HMAC secret, 16+ characters' }),
  ),
  LEADS_SIGNING_SECRET: Type.Optional(
    Type.String({ minLength: 16, description: 'firma los enlaces del boletín, 16 caracteres o más / signs newsletter links, 16+ characters' }),
  ),
  LEADS_RETENTION_DAYS: Type.Integer({
    minimum: 1,
    maximum: 99_999,
    default: 365,
    description: 'días que se guardan contactos y llamadas / days contact and call-back leads are kept',
  }),
  // ---- Admin dashboard (/admin): off unless ADMIN_PASSWORD or ADMIN_PASSWORD_HASH is set.
  ADMIN_PASSWORD: Type.Optional(Type.String({ minLength: 1, description: 'contraseña del panel /admin / password that turns /admin on' })),
  ADMIN_PASSWORD_HASH: Type.Optional(
    Type.String({
      pattern: '^scrypt\\$[0-9a-f]{2,}\\$[0-9a-f]{2,}$',
      description: 'hash scrypt de la contraseña (server/admin/hash-password.ts) / scrypt hash of it',
    }),
  ),
  ADMIN_SESSION_SECRET: Type.Optional(
    Type.String({ minLength: 16, description: 'firma la cookie de sesión, 16 caracteres o más / signs the session cookie, 16+ characters' }),
  ),
  ADMIN_SESSION_HOURS: Type.Number({ exclusiveMinimum: 0, maximum: 720, default: 8, description: 'duración de la sesión en horas / session length in hours' }),
  ADMIN_LOGIN_ATTEMPTS: Type.Integer({
    minimum: 1,
    default: 10,
    description: 'intentos de acceso por IP cada 15 minutos / login attempts per IP per 15 minutes',
  }),
});

export type Env = Static<typeof envSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export interface ServerConfig {
  port: number;
  host: string;
  distDir: string;
  logLevel: Env['LOG_LEVEL'];
  /** Fastify's trustProxy: a hop count, or the proxies' addresses and CIDRs. */
  trustProxy: number | string[];
  shutdownGraceMs: number;
  maxConcurrentPerIp: number;
  siteOrigin: string | undefined;
  allowedOrigins: string[];
  /** PARTNERS_REFRESH_MS: partner origins kept in the store are reloaded this often. */
  partnersRefreshMs: number;
  /** RATE_LIMIT_MAX when set: it overrides each API's own per-minute default. */
  rateLimitMax: number | undefined;
  redisUrl: string | undefined;
  chatbot: { logMessages: boolean; maxInFlight: number; llm: LlmConfig | undefined };
  leads: LeadsConfig;
  /** Undefined when /admin is off. */
  admin: AdminConfig | undefined;
}

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

const DEFAULT_SITE_ORIGIN = 'https://www.iaacademy.es';

/** Mail needs its three variables together, and a webhook its secret: a half-set channel stops start-up. */
function leadsConfig(values: Env): LeadsConfig {
  const { SMTP_URL: smtpUrl, LEADS_NOTIFY_TO: notifyTo, LEADS_FROM: from, LEADS_WEBHOOK_URL: webhookUrl, LEADS_WEBHOOK_SECRET: secret } = values;
  if (smtpUrl && (!notifyTo || !from)) {
    throw new ConfigError('SMTP_URL necesita LEADS_NOTIFY_TO y LEADS_FROM / SMTP_URL is set: LEADS_NOTIFY_TO and LEADS_FROM are required.');
  }
  if (webhookUrl && !secret) {
    throw new ConfigError('LEADS_WEBHOOK_URL necesita LEADS_WEBHOOK_SECRET / LEADS_WEBHOOK_URL is set: LEADS_WEBHOOK_SECRET is required.');
  }
  return {
    dir: resolve(values.LEADS_DIR),
    ...(values.DATABASE_URL ? { databaseUrl: values.DATABASE_URL } : {}),
    ...(smtpUrl && notifyTo && from ? { mail: { smtpUrl, notifyTo, from } } : {}),
    ...(webhookUrl && secret ? { webhook: { url: webhookUrl, secret } } : {}),
    ...(values.LEADS_SIGNING_SECRET ? { signingSecret: values.LEADS_SIGNING_SECRET } : {}),
    retentionDays: values.LEADS_RETENTION_DAYS,
    siteOrigin: (values.SITE_ORIGIN ?? DEFAULT_SITE_ORIGIN).replace(/\/+$/, ''),
  };
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/** A hop count or a list of proxies; `true` would trust any client's X-Forwarded-For. */
function parseTrustProxy(raw: string): number | string[] {
  const value = raw.trim();
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true' || value === 'false') {
    throw new ConfigError(
      `TRUST_PROXY=${value} no está permitido: "true" deja que cualquiera falsee su IP con X-Forwarded-For y se salte el límite por IP. ` +
        'Usa el número de proxies delante del servidor (1 para un balanceador) o sus direcciones / ' +
        '"true" lets anyone spoof X-Forwarded-For; use the hop count (1 for one load balancer) or the proxy addresses/CIDRs.',
    );
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (entries.length === 0 || bad.length) {
    throw new ConfigError(`TRUST_PROXY=${raw}: "${bad.join(', ') || raw}" no es un número de saltos ni una IP/CIDR / is neither a hop count nor an IP/CIDR.`);
  }
  return entries;
}

function describe(key: string): string {
  return (envSchema.properties as Record<string, { description?: string }>)[key]?.description ?? '';
}

/** The schema's variables from `env`; empty strings count as unset (as in most .env files). */
export function readEnv(env: NodeJS.ProcessEnv = process.env): Env {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(envSchema.properties)) {
    const value = env[key]?.trim();
    if (value) raw[key] = value;
  }
  const values = Value.Default(envSchema, Value.Convert(envSchema, { ...raw })) as Record<string, unknown>;
  const properties = envSchema.properties as Record<string, TSchema>;
  const bad = Object.keys(properties).filter((key) => values[key] !== undefined && !Value.Check(properties[key]!, values[key]));
  if (bad.length) {
    const lines = bad.map((key) => `  ${key}=${JSON.stringify(raw[key] ?? '')}: ${describe(key)}`);
    throw new ConfigError(`Configuración no válida / invalid configuration:\n${lines.join('\n')}`);
  }
  return values as Env;
}

function origins(list: string): string[] {
  return list
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

/** Reads and checks the environment once; throws ConfigError with a message for a person. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const values = readEnv(env);
  const baseUrl = values.CHATBOT_LLM_BASE_URL;
  const model = values.CHATBOT_LLM_MODEL;
  if (Boolean(baseUrl) !== Boolean(model)) {
    throw new ConfigError(
      'CHATBOT_LLM_BASE_URL y CHATBOT_LLM_MODEL van juntas: define las dos para el modo LLM o ninguna / set both for LLM mode, or neither.',
    );
  }
  return {
    port: values.PORT,
    host: values.HOST,
    distDir: resolve(values.DIST_DIR),
    logLevel: values.LOG_LEVEL,
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    shutdownGraceMs: values.SHUTDOWN_GRACE_MS,
    maxConcurrentPerIp: values.MAX_CONCURRENT_PER_IP,
    siteOrigin: values.SITE_ORIGIN?.replace(/\/+$/, ''),
    allowedOrigins: origins(values.CHATBOT_ALLOWED_ORIGINS),
    partnersRefreshMs: values.PARTNERS_REFRESH_MS,
    rateLimitMax: values.RATE_LIMIT_MAX,
    redisUrl: values.REDIS_URL,
    chatbot: {
      logMessages: values.CHATBOT_LOG_MESSAGES,
      maxInFlight: values.CHATBOT_MAX_IN_FLIGHT,
      llm:
        baseUrl && model
          ? {
              baseUrl: baseUrl.replace(/\/+$/, ''),
              model,
              apiKey: values.CHATBOT_LLM_API_KEY,
              timeoutMs: values.CHATBOT_LLM_TIMEOUT_MS,
              callsPerMinute: values.CHATBOT_LLM_MAX_CALLS_PER_MINUTE,
            }
          : undefined,
    },
    leads: leadsConfig(values),
    admin: adminConfig(values),
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

/** The dashboard's settings, or undefined when no password is configured (then /admin is 404). */
function adminConfig(values: Env): AdminConfig | undefined {
  const password = values.ADMIN_PASSWORD;
  const passwordHash = values.ADMIN_PASSWORD_HASH;
  if (!password && !passwordHash) return undefined;
  return {
    ...(password ? { password } : {}),
    ...(passwordHash ? { passwordHash } : {}),
    sessionSecret: values.ADMIN_SESSION_SECRET ?? `derived:${passwordHash ?? password}`,
    sessionHours: values.ADMIN_SESSION_HOURS,
    loginAttempts: values.ADMIN_LOGIN_ATTEMPTS,
  };
}
