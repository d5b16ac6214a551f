import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { evalCases } from '../fixtures/chatbot-eval.ts';
import { scoreEval } from '../fixtures/chatbot-eval-score.ts';
import { freePort } from './server.ts';
import type { BenchContext, BenchSection } from './types.ts';

const LOAD_CONNECTIONS = 10;
const LOAD_SECONDS = 10;
const percent = (share: number) => Math.round(share * 1000) / 10;

/** The eval set over HTTP against the running production server. */
async function quality(origin: string) {
  return scoreEval(async (testCase) => {
    const response = await fetch(`${origin}/api/chatbot`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: testCase.question, history: testCase.history, persona: testCase.persona }),
    });
    if (!response.ok) throw new Error(`/api/chatbot answered ${response.status} to "${testCase.question}"`);
    return response.json();
  });
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, index)] ?? NaN) * 100) / 100;
}

/** Latency under load on loopback, cycling through every eval question (the server's rate limit is lifted for the bench). */
async function latency(origin: string) {
  const requests = evalCases.map((testCase) => ({
    method: 'POST' as const,
    path: '/api/chatbot',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message: testCase.question, history: testCase.history }),
  }));
  const times: number[] = [];
  const loadBefore = loadavg()[0] ?? 0;
  const instance = autocannon({ url: origin, connections: LOAD_CONNECTIONS, duration: LOAD_SECONDS, requests });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => times.push(responseTime));
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    p99Ms: percentile(times, 99),
    non2xx: result.non2xx,
    errors: result.errors,
    /** One-minute load average before the run: on a shared machine, high values inflate every figure. */
    loadAverage: Math.round(loadBefore * 10) / 10,
  };
}

interface StartupFigures {
  documents: number;
  indexMs: number;
  indexCpuMs: number;
  rssMb: number;
  heapUsedMb: number;
}

/**
 * A second production server with a probe preloaded: it reads the "chatbot index ready" log
 * line, then the process memory after start-up and a forced GC.
 */
async function startup(distDir: string): Promise<StartupFigures> {
  const probe = `data:text/javascript,setTimeout(()=>{globalThis.gc();const m=process.memoryUsage();process.stderr.write('MEMORY '+JSON.stringify(m)+'\\n')},1500)`;
  const child = spawn(process.execPath, ['--expose-gc', `--import=${probe}`, join(distDir, 'server', 'index.js')], {
    env: { ...process.env, PORT: String(await freePort()), HOST: '127.0.0.1', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
      const memory = /MEMORY (\{.*\})/.exec(err)?.[1];
      if (!memory) return;
      child.kill('SIGTERM');
      const ready = out.split('\n').find((line) => line.includes('chatbot index ready'));
      if (!ready) return reject(new Error('the server did not log "chatbot index ready"'));
      const { chatbot } = JSON.parse(ready) as { chatbot: { documents: number; indexMs: number; indexCpuMs: number } };
      const usage = JSON.parse(memory) as NodeJS.MemoryUsage;
      const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
      resolve({ documents: chatbot.documents, indexMs: chatbot.indexMs, indexCpuMs: chatbot.indexCpuMs, rssMb: mb(usage.rss), heapUsedMb: mb(usage.heapUsed) });
    });
    child.once('exit', (code) => {
      if (!/MEMORY/.test(err)) reject(new Error(`the probe server exited (${code}) before reporting memory: ${err}`));
    });
  });
}

export async function run(context: BenchContext): Promise<BenchSection> {
  const scores = await quality(context.origin);
  const load = await latency(context.origin);
  const start = await startup(context.distDir);
  const rows: [string, string, string][] = [
    ['right page first', `${percent(scores.rightPageFirst)} %`, '>= 92 %'],
    ['right page in top 3', `${percent(scores.rightPageTop3)} %`, ''],
    ['facts contained', `${percent(scores.factsContained)} %`, '100 %'],
    ['off-topic handed off', `${percent(scores.offTopicHandedOff)} %`, '>= 95 %'],
    ['on-topic wrongly handed off', `${percent(scores.onTopicHandedOff)} %`, '<= 3 %'],
    ['injections harmless', `${percent(scores.injectionsHarmless)} %`, '100 %'],
    ['English answered in English', `${percent(scores.englishAnsweredInEnglish)} %`, ''],
  ];
  const markdown = [
    `Held-out eval set (${scores.cases} questions, tests/fixtures/chatbot-eval.ts) over HTTP, embedded engine:`,
    '',
    '| metric | measured | target |',
    '| --- | ---: | ---: |',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
    '',
    `Load (autocannon, ${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s, loopback, all eval questions in turn): ` +
      `**${load.requestsPerSecond} req/s**, p50 ${load.p50Ms} ms, **p95 ${load.p95Ms} ms**, p99 ${load.p99Ms} ms, ` +
      `${load.non2xx} non-2xx, ${load.errors} errors (machine load average ${load.loadAverage} before the run).`,
    '',
    `Start-up: index of ${start.documents} documents built in **${start.indexMs} ms** (${start.indexCpuMs} ms of CPU); ` +
      `server after start-up and GC: RSS ${start.rssMb} MB, heap used ${start.heapUsedMb} MB.`,
    ...(scores.failures.length ? ['', 'Misses:', '', ...scores.failures.map((failure) => `- ${failure.slice(0, 300)}`)] : []),
  ].join('\n');
  return {
    title: 'Assistant: /api/chatbot quality, latency, start-up',
    markdown,
    data: { scores, load, startup: start },
    budgets: [
      { name: 'chatbot right page first', value: percent(scores.rightPageFirst), limit: 92, unit: '%', kind: 'min' },
      { name: 'chatbot facts contained', value: percent(scores.factsContained), limit: 100, unit: '%', kind: 'min' },
      { name: 'chatbot off-topic handed off', value: percent(scores.offTopicHandedOff), limit: 95, unit: '%', kind: 'min' },
      { name: 'chatbot on-topic wrongly handed off', value: percent(scores.onTopicHandedOff), limit: 3, unit: '%', kind: 'max' },
      { name: 'chatbot injections harmless', value: percent(scores.injectionsHarmless), limit: 100, unit: '%', kind: 'min' },
      { name: 'chatbot p95 under load (embedded)', value: load.p95Ms, limit: 20, unit: 'ms', kind: 'max' },
      { name: 'chatbot index build', value: start.indexMs, limit: 200, unit: 'ms', kind: 'max' },
    ],
  };
}
