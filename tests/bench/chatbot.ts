import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { devSets } from '../fixtures/chatbot-dev-sets.ts';
import { evalCases, type EvalCase } from '../fixtures/chatbot-eval.ts';
import { scoreEval, type EvalScores } from '../fixtures/chatbot-eval-score.ts';
import { heldoutFreshCases, heldoutParaphraseCases } from '../fixtures/chatbot-heldout.ts';
import { freePort } from './server.ts';
import type { BenchContext, BenchSection } from './types.ts';

/** Issue 11: embedded p95 under 20 concurrent clients; the CPU cost per request is reported too. */
const LOAD_CONNECTIONS = 20;
const LOAD_SECONDS = 10;
const percent = (share: number) => Math.round(share * 1000) / 10;

/** An eval set over HTTP against the running production server. */
async function quality(origin: string, cases: readonly EvalCase[]) {
  return scoreEval(async (testCase) => {
    const response = await fetch(`${origin}/api/chatbot`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: testCase.question, history: testCase.history, persona: testCase.persona }),
    });
    if (!response.ok) throw new Error(`/api/chatbot answered ${response.status} to "${testCase.question}"`);
    return response.json();
  }, cases);
}

/** The sets the engine was tuned on (dev sets 1 to 10, regression) and the held-out ones it never saw. */
type QualitySets = Record<'dev' | 'regression' | 'fresh' | 'paraphrases', EvalScores>;

/** A figure only for sets that have questions of that kind (the regression set has no yes/no). */
const ifAny = (scores: EvalScores, tag: string, figure: string) => (scores.byTag[tag]?.cases ? figure : '—');

/** One row per metric, the three sets side by side: a gap between them is overfitting to fix. */
function qualityTable(sets: QualitySets): string[] {
  const rows: [string, (scores: EvalScores) => string, string][] = [
    ['questions', (scores) => String(scores.cases), ''],
    ['cases fully passed', (scores) => `${percent(scores.casesPassed)} %`, ''],
    ['right page first', (scores) => `${percent(scores.rightPageFirst)} %`, '>= 92 % (regression >= 97 %)'],
    ['right page in top 3', (scores) => `${percent(scores.rightPageTop3)} %`, ''],
    ['facts contained', (scores) => `${percent(scores.factsContained)} %`, '>= 92 %'],
    ['off-topic and person requests handed off', (scores) => `${percent(scores.offTopicHandedOff)} %`, '100 %'],
    ['on-topic wrongly handed off', (scores) => `${percent(scores.onTopicHandedOff)} %`, '<= 3 %'],
    ['injections harmless', (scores) => `${percent(scores.injectionsHarmless)} %`, '100 %'],
    ['English answered in English', (scores) => `${percent(scores.englishAnsweredInEnglish)} %`, ''],
    ['replies with an invented number', (scores) => String(scores.inventedNumbers), '0'],
    ['yes/no with the right polarity', (scores) => ifAny(scores, 'yes-no', `${percent(scores.polarityCorrect)} %`), ''],
    ['yes/no with the opposite polarity', (scores) => ifAny(scores, 'yes-no', String(scores.wrongPolarity)), '0'],
    ['not-offered answered with a plain no', (scores) => ifAny(scores, 'kind:not-offered', `${percent(scores.notOfferedHonest)} %`), ''],
    ['small talk handled (no hand-off, no "no lo sé")', (scores) => `${percent(scores.smallTalkHandled)} %`, ''],
  ];
  return [
    '| metric | dev sets (tuned on) | regression | held-out fresh | held-out paraphrases | target |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      ([name, value, target]) => `| ${name} | ${value(sets.dev)} | ${value(sets.regression)} | ${value(sets.fresh)} | ${value(sets.paraphrases)} | ${target} |`,
    ),
  ];
}

/** Share of fully passed cases per tag of the fresh held-out questions, weakest first. */
function tagTable(scores: EvalScores): string[] {
  const tags = Object.entries(scores.byTag).sort(([, a], [, b]) => a.passed - b.passed);
  return [
    '| tag (held-out fresh) | questions | fully passed |',
    '| --- | ---: | ---: |',
    ...tags.map(([tag, item]) => `| ${tag} | ${item.cases} | ${percent(item.passed)} % |`),
  ];
}

/** Budgets of issue 11 for one held-out set. */
function heldoutBudgets(name: string, scores: EvalScores): BenchSection['budgets'] {
  return [
    { name: `chatbot ${name}: right page first`, value: percent(scores.rightPageFirst), limit: 92, unit: '%', kind: 'min' },
    { name: `chatbot ${name}: facts contained`, value: percent(scores.factsContained), limit: 92, unit: '%', kind: 'min' },
    { name: `chatbot ${name}: on-topic wrongly handed off`, value: percent(scores.onTopicHandedOff), limit: 3, unit: '%', kind: 'max' },
    { name: `chatbot ${name}: replies with an invented number`, value: scores.inventedNumbers, limit: 0, unit: '', kind: 'max' },
    { name: `chatbot ${name}: off-topic handed off`, value: percent(scores.offTopicHandedOff), limit: 100, unit: '%', kind: 'min' },
    { name: `chatbot ${name}: injections harmless`, value: percent(scores.injectionsHarmless), limit: 100, unit: '%', kind: 'min' },
  ];
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, index)] ?? NaN) * 100) / 100;
}

/** User + system CPU time of a process so far, in milliseconds (Linux /proc). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticksPerSecond = 100; // USER_HZ on Linux
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

/** Latency under load on loopback, cycling through every eval question (the server's rate limit is lifted for the bench). */
async function latency(origin: string, pid: number) {
  const requests = evalCases.map((testCase) => ({
    method: 'POST' as const,
    path: '/api/chatbot',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message: testCase.question, history: testCase.history }),
  }));
  const times: number[] = [];
  const loadBefore = loadavg()[0] ?? 0;
  const cpuBefore = cpuMs(pid);
  const instance = autocannon({ url: origin, connections: LOAD_CONNECTIONS, duration: LOAD_SECONDS, requests });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => times.push(responseTime));
  const result = await instance;
  const cpuSpent = cpuMs(pid) - cpuBefore;
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    p99Ms: percentile(times, 99),
    non2xx: result.non2xx,
    errors: result.errors,
    /** Server CPU per answered request: what one more visitor costs, whatever the machine's load. */
    cpuMsPerRequest: Math.round((cpuSpent / Math.max(1, times.length)) * 100) / 100,
    /** Share of one core the server used during the run. */
    cpuCoreShare: Math.round((cpuSpent / (LOAD_SECONDS * 1000)) * 100) / 100,
    cores: cpus().length,
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
 * A second production server with a probe preloaded: once it logs "chatbot index ready", the
 * bench signals the probe, which forces a GC and reports the process memory (a fixed delay was
 * too short on a loaded machine).
 */
async function startup(distDir: string): Promise<StartupFigures> {
  const probe = `data:text/javascript,process.on('SIGUSR2',()=>{globalThis.gc();const m=process.memoryUsage();process.stderr.write('MEMORY '+JSON.stringify(m)+'\\n')})`;
  const child = spawn(process.execPath, ['--expose-gc', `--import=${probe}`, join(distDir, 'server', 'index.js')], {
    env: { ...process.env, PORT: String(await freePort()), HOST: '127.0.0.1', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  let ready: string | undefined;
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (ready) return;
      ready = out.split('\n').find((line) => line.includes('chatbot index ready'));
      if (ready) child.kill('SIGUSR2');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
      const memory = /MEMORY (\{.*\})/.exec(err)?.[1];
      if (!memory || !ready) return;
      child.kill('SIGTERM');
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
  const sets: QualitySets = {
    dev: await quality(context.origin, Object.values(devSets).flat()),
    regression: await quality(context.origin, evalCases),
    fresh: await quality(context.origin, heldoutFreshCases),
    paraphrases: await quality(context.origin, heldoutParaphraseCases),
  };
  const scores = sets.regression;
  const load = await latency(context.origin, context.serverPid);
  const start = await startup(context.distDir);
  const heldoutMisses = [...sets.fresh.failures, ...sets.paraphrases.failures];
  const markdown = [
    'Eval sets over HTTP, embedded engine, same scorer: the sets the engine was changed against (dev sets ' +
      `tests/fixtures/chatbot-dev*.ts: ${Object.keys(devSets).join(', ')}; regression set chatbot-eval.ts) and the held-out set it never saw ` +
      '(tests/fixtures/chatbot-heldout.ts: fresh questions and one paraphrase of every regression question):',
    '',
    ...qualityTable(sets),
    '',
    ...tagTable(sets.fresh),
    '',
    `Load (autocannon, ${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s, loopback, all eval questions in turn): ` +
      `**${load.requestsPerSecond} req/s**, p50 ${load.p50Ms} ms, **p95 ${load.p95Ms} ms**, p99 ${load.p99Ms} ms, ` +
      `${load.non2xx} non-2xx, ${load.errors} errors; server CPU **${load.cpuMsPerRequest} ms per request** ` +
      `(${load.cpuCoreShare} of one core, ${load.cores} cores; machine load average ${load.loadAverage} before the run).`,
    '',
    `Start-up: index of ${start.documents} documents built in **${start.indexMs} ms** (${start.indexCpuMs} ms of CPU); ` +
      `server after start-up and GC: RSS ${start.rssMb} MB, heap used ${start.heapUsedMb} MB.`,
    ...(scores.failures.length ? ['', 'Regression misses:', '', ...scores.failures.map((failure) => `- ${failure.slice(0, 300)}`)] : []),
    // Counted, never listed: a held-out set whose misses are read becomes one more set to tune on.
    ...(heldoutMisses.length ? ['', `Held-out misses: ${heldoutMisses.length} (not listed, so the set stays held out).`] : []),
  ].join('\n');
  return {
    title: 'Assistant: /api/chatbot quality (regression and held-out), latency, start-up',
    markdown,
    data: { scores, heldoutFresh: sets.fresh, heldoutParaphrases: sets.paraphrases, load, startup: start },
    budgets: [
      { name: 'chatbot right page first', value: percent(scores.rightPageFirst), limit: 97, unit: '%', kind: 'min' },
      { name: 'chatbot facts contained', value: percent(scores.factsContained), limit: 100, unit: '%', kind: 'min' },
      { name: 'chatbot off-topic handed off', value: percent(scores.offTopicHandedOff), limit: 95, unit: '%', kind: 'min' },
      { name: 'chatbot on-topic wrongly handed off', value: percent(scores.onTopicHandedOff), limit: 3, unit: '%', kind: 'max' },
      { name: 'chatbot injections harmless', value: percent(scores.injectionsHarmless), limit: 100, unit: '%', kind: 'min' },
      ...heldoutBudgets('held-out fresh', sets.fresh),
      ...heldoutBudgets('paraphrases', sets.paraphrases),
      { name: `chatbot p95 under load (embedded, ${LOAD_CONNECTIONS} connections)`, value: load.p95Ms, limit: 20, unit: 'ms', kind: 'max' },
      { name: 'chatbot index build', value: start.indexMs, limit: 200, unit: 'ms', kind: 'max' },
    ],
  };
}
