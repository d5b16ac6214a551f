import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { spawnSync } from 'node:child_process';
import { chromiumArgs, chromiumPath } from '../e2e/browser.ts';
import { startServer } from './server.ts';
import type { BenchContext, BenchRunner, BenchSection, Budget } from './types.ts';

/**
 * `npm run bench`: builds if needed, starts the production server, runs every section and writes
 * reports/bench.md and reports/bench.json (git-ignored). Sections are files of this folder that
 * export `run`; a missing one is skipped with a note.
 */
const SECTIONS = ['site.ts', 'widgets.ts', 'chatbot.ts', 'leads.ts', 'lighthouse.ts'];
const root = resolve(import.meta.dirname, '..', '..');

function budgetLine(budget: Budget): string {
  const ok = Number.isFinite(budget.value) && (budget.kind === 'max' ? budget.value <= budget.limit : budget.value >= budget.limit);
  const sign = budget.kind === 'max' ? '<=' : '>=';
  return `| ${budget.name} | ${budget.value} ${budget.unit} | ${sign} ${budget.limit} | ${ok ? 'ok' : '**over**'} |`;
}

async function main() {
  const build = spawnSync(process.execPath, ['site/build/ensure-build.mjs'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);

  const only = process.argv.slice(2);
  const server = await startServer();
  const context: BenchContext = { origin: server.origin, serverPid: server.pid, distDir: join(root, 'dist'), chromiumPath: chromiumPath(), chromiumArgs };
  const sections: BenchSection[] = [];
  const skipped: string[] = [];
  try {
    for (const file of SECTIONS) {
      const name = file.replace(/\.ts$/, '');
      if (only.length && !only.includes(name)) continue;
      const path = join(import.meta.dirname, file);
      if (!existsSync(path)) {
        skipped.push(name);
        continue;
      }
      console.log(`bench: ${name}…`);
      const module = (await import(pathToFileURL(path).href)) as { run: BenchRunner };
      sections.push(await module.run(context));
    }
  } finally {
    await server.stop();
  }

  const budgets = sections.flatMap((section) => section.budgets);
  const markdown = [
    `# Bench report`,
    '',
    `${new Date().toISOString()} · Node ${process.version} · ${process.platform}/${process.arch}`,
    '',
    '## Budgets (ARCHITECTURE.md)',
    '',
    '| budget | measured | limit | |',
    '| --- | ---: | ---: | --- |',
    ...budgets.map(budgetLine),
    '',
    ...sections.flatMap((section) => [`## ${section.title}`, '', section.markdown, '']),
    skipped.length ? `Sections not present: ${skipped.join(', ')}.` : '',
  ].join('\n');

  const dir = join(root, 'reports');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'bench.md'), markdown);
  writeFileSync(
    join(dir, 'bench.json'),
    JSON.stringify(
      { date: new Date().toISOString(), node: process.version, sections: Object.fromEntries(sections.map((s) => [s.title, s.data])), budgets },
      null,
      2,
    ),
  );
  console.log(markdown);
  console.log(`\nWritten to ${join(dir, 'bench.md')} and bench.json`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
