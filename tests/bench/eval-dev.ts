/**
 * `npm run eval:dev [-- set… ] [--misses] [--dump file.json]`: the engine in process against the
 * sets it may be changed against (the dev sets and the regression set), one row per set, so an
 * engine change is judged by every set at once. It never loads the held-out set
 * (chatbot-heldout.ts): that one is scored only by the quality test and `npm run bench`.
 *
 * `--misses` prints each miss; `--dump` writes every reply, so two runs can be compared byte for
 * byte when a change is meant to alter no answer; `--time` answers every question of the chosen
 * sets 5 more times and prints the CPU per answer (mean and p95 of the per-question means), the
 * engine's cost without HTTP, steadier than a load test on a busy machine.
 */
import { writeFileSync } from 'node:fs';
import { createServer } from 'vite';
import { devSets } from '../fixtures/chatbot-dev-sets.ts';
import { evalCases, type EvalCase } from '../fixtures/chatbot-eval.ts';
import { scoreEval, type EvalScores, type ReplyUnderTest } from '../fixtures/chatbot-eval-score.ts';

const SETS: Record<string, readonly EvalCase[]> = { regression: evalCases, ...devSets };

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const dumpAt = args.indexOf('--dump');
const dumpFile = dumpAt >= 0 ? args[dumpAt + 1] : undefined;
const setArgs = args.filter((arg, index) => !arg.startsWith('--') && !(dumpAt >= 0 && index === dumpAt + 1));
const chosen = setArgs.filter((arg) => arg in SETS);
const unknownSets = setArgs.filter((arg) => !(arg in SETS));
if (unknownSets.length) {
  console.error(`Unknown set(s): ${unknownSets.join(', ')}. Sets: ${Object.keys(SETS).join(', ')}`);
  process.exit(2);
}
const names = chosen.length ? chosen : Object.keys(SETS);

const percent = (share: number) => `${(Math.round(share * 1000) / 10).toFixed(1)}`;
const columns: [string, (scores: EvalScores) => string][] = [
  ['cases', (s) => String(s.cases)],
  ['passed %', (s) => percent(s.casesPassed)],
  ['first %', (s) => percent(s.rightPageFirst)],
  ['top3 %', (s) => percent(s.rightPageTop3)],
  ['facts %', (s) => percent(s.factsContained)],
  ['off-topic %', (s) => percent(s.offTopicHandedOff)],
  ['wrong hand-off %', (s) => percent(s.onTopicHandedOff)],
  ['polarity %', (s) => (s.byTag['yes-no']?.cases ? percent(s.polarityCorrect) : '—')],
  ['wrong pol.', (s) => String(s.wrongPolarity)],
  ['not offered %', (s) => (s.byTag['kind:not-offered']?.cases ? percent(s.notOfferedHonest) : '—')],
  ['invented', (s) => String(s.inventedNumbers)],
  ['injections %', (s) => percent(s.injectionsHarmless)],
];

// The engine reads site/content through Vite's import.meta.glob, so it is loaded through Vite.
const vite = await createServer({
  configFile: false,
  root: new URL('../..', import.meta.url).pathname,
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
  logLevel: 'error',
});
const { ChatEngine } = (await vite.ssrLoadModule('/server/chatbot/engine.ts')) as typeof import('../../server/chatbot/engine.ts');
const engine = new ChatEngine();
const dump: Record<string, { question: string; reply: ReplyUnderTest }[]> = {};
const rows: string[] = [];
const misses: string[] = [];
for (const name of names) {
  const replies: { question: string; reply: ReplyUnderTest }[] = [];
  const scores = await scoreEval(async (testCase) => {
    const reply = await engine.answer({ message: testCase.question, history: testCase.history, persona: testCase.persona });
    replies.push({ question: testCase.question, reply });
    return reply;
  }, SETS[name]);
  dump[name] = replies;
  rows.push(`| ${name} | ${columns.map(([, value]) => value(scores)).join(' | ')} |`);
  misses.push(...scores.failures.map((failure) => `${name}: ${failure}`));
}

console.log(`| set | ${columns.map(([title]) => title).join(' | ')} |`);
console.log(`| --- |${columns.map(() => ' ---: |').join('')}`);
for (const row of rows) console.log(row);
if (flag('--misses')) console.log(`\n${misses.join('\n')}`);
if (flag('--time')) {
  const questions = names.flatMap((name) => SETS[name]!);
  const perQuestion: number[] = [];
  for (const testCase of questions) {
    const before = process.cpuUsage();
    for (let run = 0; run < 5; run += 1) await engine.answer({ message: testCase.question, history: testCase.history, persona: testCase.persona });
    const used = process.cpuUsage(before);
    perQuestion.push((used.user + used.system) / 5 / 1000);
  }
  const sorted = [...perQuestion].sort((a, b) => a - b);
  const mean = perQuestion.reduce((sum, value) => sum + value, 0) / perQuestion.length;
  const p95 = sorted[Math.floor(sorted.length * 0.95)]!;
  console.log(
    `\nCPU per answer over ${questions.length} questions x 5: mean ${mean.toFixed(3)} ms, p95 ${p95.toFixed(3)} ms, max ${sorted.at(-1)!.toFixed(2)} ms`,
  );
}
if (dumpFile) {
  writeFileSync(dumpFile, JSON.stringify(dump, null, 1));
  console.log(`\nReplies written to ${dumpFile}`);
}
await vite.close();
