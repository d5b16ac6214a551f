import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { startServer } from './server.ts';
import type { BenchRunner, Budget } from './types.ts';

/**
 * POST /api/leads under 20 concurrent clients on each store, the server's cold start with the
 * store configured, when the store is open, and RSS with it open. PostgreSQL is measured when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL is set (a schema of its own, dropped after).
 */
const CLIENTS = 20;
const SECONDS = 8;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const round = (value: number) => Math.round(value * 10) / 10;
const rssMb = (pid: number) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

async function postLead(origin: string, n: number): Promise<number> {
  const body = JSON.stringify({
    kind: 'contact',
    name: `Bench ${n}`,
    email: `bench${n}-${process.pid}@example.com`,
    subject: 'Bench',
    message: 'Mensaje de prueba de carga.',
    acceptTerms: true,
    page: '/contacto',
  });
  const response = await fetch(`${origin}/api/leads`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  await response.arrayBuffer();
  return response.status;
}

interface StoreFigures {
  store: string;
  coldStartMs: number;
  storeOpenMs: number;
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  rssMb: number;
}

async function measure(store: string, env: Record<string, string>): Promise<StoreFigures> {
  const server = await startServer({ ...env, LOG_LEVEL: 'error' });
  const started = performance.now() - server.readyMs;
  let n = 0;
  while ((await postLead(server.origin, n++)) === 503) await new Promise((resolve) => setTimeout(resolve, 20));
  const storeOpenMs = performance.now() - started;
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < until) {
        const sent = performance.now();
        const status = await postLead(server.origin, n++);
        latencies.push(performance.now() - sent);
        if (status !== 201) errors += 1;
      }
    }),
  );
  const rss = rssMb(server.pid);
  await server.stop();
  latencies.sort((a, b) => a - b);
  return {
    store,
    coldStartMs: Math.round(server.readyMs),
    storeOpenMs: Math.round(storeOpenMs),
    requests: latencies.length,
    errors,
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    rssMb: rss,
  };
}

export const run: BenchRunner = async () => {
  const figures: StoreFigures[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'bench-leads-'));
  const notes: string[] = [];
  try {
    // First start creates the database (initdb); the figures are those of a restart, as in production.
    const warm = await startServer({ LEADS_DIR: dir, LOG_LEVEL: 'error' });
    while ((await postLead(warm.origin, -1)) === 503) await new Promise((resolve) => setTimeout(resolve, 50));
    await warm.stop();
    figures.push(await measure('PGlite (embedded)', { LEADS_DIR: dir }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (databaseUrl) {
    const schema = `bench_leads_${process.pid}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    try {
      const url = new URL(databaseUrl);
      url.searchParams.set('options', `-c search_path=${schema}`);
      figures.push(await measure('PostgreSQL', { DATABASE_URL: url.toString() }));
    } finally {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    }
  } else {
    notes.push('PostgreSQL not measured: set BENCH_DATABASE_URL (or TEST_DATABASE_URL).');
  }

  const pglite = figures[0]!;
  const postgres = figures.find((figure) => figure.store === 'PostgreSQL');
  const budgets: Budget[] = [
    { name: 'server cold start to ready, with the embedded store', value: pglite.coldStartMs, limit: 1000, unit: 'ms', kind: 'max' },
    { name: 'server RSS with the embedded store open, after load', value: pglite.rssMb, limit: 300, unit: 'MB', kind: 'max' },
    ...(postgres ? [{ name: `POST /api/leads p95, ${CLIENTS} concurrent, PostgreSQL`, value: postgres.p95, limit: 50, unit: 'ms', kind: 'max' as const }] : []),
  ];
  const markdown = [
    `POST /api/leads (JSON contact lead, a new address each time), ${CLIENTS} concurrent clients for ${SECONDS} s, loopback; no delivery channel configured.`,
    '',
    '| store | cold start (health) | store open | requests | non-201 | p50 | p95 | p99 | RSS |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...figures.map(
      (f) =>
        `| ${f.store} | ${f.coldStartMs} ms | ${f.storeOpenMs} ms | ${f.requests} | ${f.errors} | ${f.p50} ms | ${f.p95} ms | ${f.p99} ms | ${f.rssMb} MB |`,
    ),
    ...notes.map((note) => `\n${note}`),
  ].join('\n');
  return { title: 'Leads', markdown, data: figures, budgets };
};
