import Fastify, { type FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, it } from 'vitest';
import { leadsRoutes, type LeadsRoutesOptions } from '../../../server/leads/routes.ts';
import { openStore } from '../../../server/leads/store/leads-store.ts';
import { MIGRATIONS_DIR } from '../../../server/leads/store/migrate.ts';
import { PGlite } from '@electric-sql/pglite';

/** The data folder format follows PGlite's build: one template per start-parameter set. */
const pgliteVersion = createHash('sha256').update(PGlite.defaultStartParams.join()).digest('hex').slice(0, 8);

/** A bare Fastify app with only the leads plugin, its store open, configured through `env`. */
export async function leadsApp(env: NodeJS.ProcessEnv, options: Omit<LeadsRoutesOptions, 'env'> = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(leadsRoutes, { env: { RATE_LIMIT_MAX: '100000', SITE_ORIGIN: 'https://www.iaacademy.es', ...env }, distDir: '/nonexistent', ...options });
  await app.ready();
  await app.leads.open();
  return app;
}

export function tempDir(): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'ia-leads-'));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

const TEMPLATE = join(
  tmpdir(),
  `ia-leads-template-${createHash('sha256').update(readdirSync(MIGRATIONS_DIR).join()).digest('hex').slice(0, 12)}-${pgliteVersion}`,
);

/**
 * A LEADS_DIR holding an initialised, migrated PGlite. initdb costs seconds on a busy machine, so
 * it runs once into a template folder that every test copies.
 */
export async function pgliteDir(): Promise<{ dir: string; cleanup: () => void }> {
  if (!existsSync(TEMPLATE)) {
    const staging = mkdtempSync(join(tmpdir(), 'ia-leads-staging-'));
    const db = await openStore({ dir: staging });
    await db.close();
    try {
      renameSync(staging, TEMPLATE);
    } catch {
      rmSync(staging, { recursive: true, force: true });
    }
  }
  const folder = tempDir();
  cpSync(TEMPLATE, folder.dir, { recursive: true });
  return folder;
}

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || undefined;

const HOW_TO =
  'PostgreSQL tests cannot run: set TEST_DATABASE_URL (e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run test:unit); .ci/run sets it';

/**
 * Declares a PostgreSQL suite. Without TEST_DATABASE_URL it is never skipped: it fails with the
 * way to enable it, so a run without PostgreSQL cannot pass for one that tested it.
 */
export function describePostgres(name: string, suite: () => void): void {
  if (TEST_DATABASE_URL) {
    describe(name, suite);
    return;
  }
  describe(name, () => {
    it('needs a PostgreSQL database', () => {
      throw new Error(HOW_TO);
    });
  });
}

/** A schema of its own on the test database; the URL selects it. Dropped by `drop`. */
export async function testSchema(): Promise<{ url: string; drop: () => Promise<void> }> {
  const schema = `leads_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL!);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    },
  };
}

export const validLeads = {
  contact: {
    kind: 'contact',
    name: 'Ana Pérez',
    email: 'ana@empresa.es',
    phone: '+34 600 111 222',
    company: 'Empresa SL',
    subject: 'Formación para el equipo',
    message: 'Queremos un curso para 12 personas.',
    service: 'formacion',
    acceptTerms: true,
    consentVersion: '2026-11-22',
    page: '/contacto',
  },
  callback: { kind: 'callback', name: 'Luis Gómez', phone: '+34 600 333 444', slot: 'manana', consentVersion: '2026-11-22', page: '/contacto' },
  enrolment: {
    kind: 'enrolment',
    fullName: 'Marta Gil',
    email: 'marta@example.com',
    phone: '600555666',
    modality: 'online',
    startDate: '2027-01-18',
    course: 'fundamentos-ia',
    consentVersion: '2026-11-22',
    page: '/cursos/fundamentos-ia',
  },
  newsletter: { kind: 'newsletter', email: 'lectora@example.org', consentVersion: '2026-11-22', page: '/blog/etica-inteligencia-artificial' },
} as const;

/** Unique addresses, so the 10-minute duplicate rule never joins two test leads by accident. */
export function uniqueContact(n: number) {
  return { ...validLeads.contact, email: `persona${n}@empresa.es`, name: `Persona ${n}` };
}
