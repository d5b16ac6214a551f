import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLeadsCommand } from '../../../server/leads/cli.ts';
import { csvCell } from '../../../server/leads/export.ts';
import { insertLead } from '../../../server/leads/repository.ts';
import { openStore } from '../../../server/leads/store/leads-store.ts';
import { checkLead, type Lead } from '../../../site/domain/leads.ts';
import { pgliteDir, uniqueContact, validLeads } from './helpers.ts';

const lead = (input: object) => (checkLead(input) as { lead: Lead }).lead;
const SERVER = fileURLToPath(new URL('../../fixtures/leads-server.ts', import.meta.url));

describe('npm run leads', () => {
  let folder: { dir: string; cleanup: () => void };
  beforeAll(async () => {
    folder = await pgliteDir();
    const db = await openStore({ dir: folder.dir });
    await insertLead(db, lead({ ...uniqueContact(1), subject: '=HYPERLINK("http://evil.example","clic")', message: 'Hola, "equipo"\nsegunda línea' }), null);
    await insertLead(db, lead(validLeads.callback), null);
    await insertLead(db, lead({ ...validLeads.enrolment, email: 'persona1@empresa.es' }), null);
    await db.close();
  }, 60_000);
  afterAll(() => folder.cleanup());
  const run = (...args: string[]) => runLeadsCommand(args, { LEADS_DIR: folder.dir });

  it('exports CSV that a spreadsheet shows as typed, never as a formula', async () => {
    const csv = await run('export', '--kind', 'contact');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^id,kind,created_at,name,/);
    expect(csv).toContain('"\'=HYPERLINK(""http://evil.example"",""clic"")"');
    expect(csv).toContain('"Hola, ""equipo""\nsegunda línea"');
    expect(csv).not.toContain('Luis Gómez');
    expect(['-1', '+34 600', '@x', '\tx', 'ok'].map(csvCell)).toEqual(["'-1", "'+34 600", "'@x", "'\tx", 'ok']);
  });

  it('exports JSON lines, filtered by date', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const lines = (await run('export', '--format', 'jsonl', '--since', today))
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.map((row) => row.kind).sort()).toEqual(['callback', 'contact', 'enrolment']);
    expect(await run('export', '--since', '2999-01-01')).toBe(
      'id,kind,created_at,name,fullName,email,phone,company,subject,message,service,slot,course,modality,startDate,consent_at,consent_version,page,confirmed_at\r\n',
    );
  });

  it('prints counts by kind and day', async () => {
    const stats = await run('stats');
    expect(stats).toMatch(/total\s+1\s+1\s+1\s+0/);
    expect(stats).toContain('waiting to be sent: team_mail 3, team_webhook 3');
  });

  it('erases everything about one address and says how many rows', async () => {
    expect(await run('erase', 'PERSONA1@empresa.es')).toBe('Erased 2 lead(s) and 4 delivery record(s) for that address.\n');
    expect(await run('erase', 'persona1@empresa.es')).toBe('Erased 0 lead(s) and 0 delivery record(s) for that address.\n');
  });

  it('explains a wrong command', async () => {
    await expect(run('export', '--kind', 'pedido')).rejects.toThrow('--kind must be one of contact, callback, enrolment, newsletter');
    await expect(run('borrar')).rejects.toThrow('Unknown command: borrar');
  });
});

describe('Durability of the embedded store', () => {
  it('keeps a lead acknowledged with 201 after kill -9 of the server', async () => {
    const folder = await pgliteDir();
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      env: { ...process.env, LEADS_DIR: folder.dir },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const port = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        const match = /listening (\d+)/.exec(String(chunk));
        if (match) resolve(match[1]!);
      });
      child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
    let response: Response;
    do {
      response = await fetch(`http://127.0.0.1:${port}/api/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(uniqueContact(77)),
      });
    } while (response.status === 503);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    const exported = await runLeadsCommand(['export', '--format', 'jsonl'], { LEADS_DIR: folder.dir });
    expect(exported).toContain(`"id":"${id}"`);
    folder.cleanup();
  }, 90_000);
});
