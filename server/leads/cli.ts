import { LEAD_KINDS, type LeadKind } from '../../site/domain/leads.ts';
import { readConfig } from '../config.ts';
import { formatStats, leadStats, listLeads, toCsv, toJsonLines } from './export.ts';
import { eraseByEmail } from './repository.ts';
import { openStore } from './store/leads-store.ts';

const USAGE = `Usage: npm run leads -- <command>
  export [--kind contact|callback|enrolment|newsletter] [--since YYYY-MM-DD] [--format csv|jsonl]
  erase EMAIL      delete everything stored about one address
  stats            leads per kind and day, deliveries still waiting
Uses DATABASE_URL when set, else the embedded store in LEADS_DIR (default ./data), which only one
process may open at a time: stop the server first, or use DATABASE_URL.`;

class UsageError extends Error {}

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  if (index === -1) return undefined;
  const value = args[index + 1];
  if (!value || value.startsWith('--')) throw new UsageError(`${name} needs a value`);
  return value;
}

/** Runs one command; returns what to print. Exported for the tests. */
export async function runLeadsCommand(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const [command, ...rest] = args;
  if (command !== 'export' && command !== 'erase' && command !== 'stats') throw new UsageError(command ? `Unknown command: ${command}` : 'No command');
  const kind = option(rest, '--kind');
  if (kind && !LEAD_KINDS.includes(kind as LeadKind)) throw new UsageError(`--kind must be one of ${LEAD_KINDS.join(', ')}`);
  const since = option(rest, '--since');
  if (since && (!/^\d{4}-\d{2}-\d{2}$/.test(since) || Number.isNaN(Date.parse(since)))) throw new UsageError('--since must be a date, YYYY-MM-DD');
  const format = option(rest, '--format') ?? 'csv';
  if (format !== 'csv' && format !== 'jsonl') throw new UsageError('--format must be csv or jsonl');
  const email = command === 'erase' ? rest[0] : undefined;
  if (command === 'erase' && (!email || !email.includes('@'))) throw new UsageError('erase needs an email address');

  const db = await openStore(readConfig(env).leads);
  try {
    if (command === 'export') {
      const leads = await listLeads(db, { ...(kind ? { kind: kind as LeadKind } : {}), ...(since ? { since } : {}) });
      return format === 'csv' ? toCsv(leads) : toJsonLines(leads);
    }
    if (command === 'erase') {
      const erased = await eraseByEmail(db, email!);
      return `Erased ${erased.leads} lead(s) and ${erased.deliveries} delivery record(s) for that address.\n`;
    }
    return formatStats(await leadStats(db));
  } finally {
    await db.close();
  }
}

const isMain = process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isMain) {
  runLeadsCommand(process.argv.slice(2)).then(
    (output) => process.stdout.write(output),
    (error: Error) => {
      process.stderr.write(`${error.message}\n${error instanceof UsageError ? `\n${USAGE}\n` : ''}`);
      process.exit(error instanceof UsageError ? 2 : 1);
    },
  );
}
