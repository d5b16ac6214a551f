import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLead, type Lead } from '../../../site/domain/leads.ts';
import { claimDeliveries, markDelivered, markFailed } from '../../../server/leads/outbox.ts';
import { confirmSubscription, deleteExpired, eraseByEmail, findLead, insertLead, unsubscribe } from '../../../server/leads/repository.ts';
import type { Db } from '../../../server/leads/store/db.ts';
import { openStore } from '../../../server/leads/store/leads-store.ts';
import { migrate } from '../../../server/leads/store/migrate.ts';
import { openPglite } from '../../../server/leads/store/pglite.ts';
import { describePostgres, pgliteDir, testSchema, uniqueContact, validLeads } from './helpers.ts';

const lead = (input: object): Lead => {
  const check = checkLead(input);
  if (!check.ok) throw new Error(JSON.stringify(check.errors));
  return check.lead;
};

const count = async (db: Db, sql: string, params: unknown[] = []) =>
  Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${sql}`, params)).rows[0]!.n);

/** The same rules on both engines: same migrations, same SQL. */
function storeSuite(open: () => Promise<{ db: Db; close: () => Promise<void> }>) {
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await open());
  }, 60_000);
  afterAll(async () => close());

  it('applies each migration once', async () => {
    expect(await migrate(db)).toEqual([]);
    expect(await count(db, 'schema_migrations')).toBeGreaterThan(0);
  });

  it('stores a lead with its consent metadata and one delivery per team channel', async () => {
    const { id, stored } = await insertLead(db, lead({ ...uniqueContact(1), page: '/contacto?ref=x' }), 'hash');
    expect(stored).toBe(true);
    const found = await findLead(db, id);
    expect(found).toMatchObject({ kind: 'contact', email: 'persona1@empresa.es', consentVersion: '2026-11-22', page: '/contacto' });
    expect(found!.consentAt).toBeInstanceOf(Date);
    expect(found!.fields).toMatchObject({ name: 'Persona 1', service: 'formacion', acceptTerms: true });
    const channels = (await db.query<{ channel: string }>('SELECT channel FROM outbox WHERE lead_id = $1 ORDER BY channel', [id])).rows;
    expect(channels.map((row) => row.channel)).toEqual(['team_mail', 'team_webhook']);
  });

  it('stores the same address and kind once within 10 minutes, whatever the case of the address', async () => {
    const first = await insertLead(db, lead(uniqueContact(2)), null);
    const again = await insertLead(db, lead({ ...uniqueContact(2), email: 'PERSONA2@empresa.es', message: 'Otra vez' }), null);
    expect(again).toEqual({ id: first.id, stored: false });
    expect(await count(db, 'leads WHERE email = $1', ['persona2@empresa.es'])).toBe(1);
    await db.query("UPDATE leads SET created_at = now() - interval '11 minutes' WHERE id = $1", [first.id]);
    expect((await insertLead(db, lead(uniqueContact(2)), null)).stored).toBe(true);
  });

  it('keeps one row for a second newsletter sign-up and counts the address only once confirmed', async () => {
    const first = await insertLead(db, lead({ ...validLeads.newsletter, email: 'doble@example.org' }), null);
    await db.query("UPDATE leads SET created_at = now() - interval '1 hour' WHERE id = $1", [first.id]);
    const second = await insertLead(db, lead({ ...validLeads.newsletter, email: 'doble@example.org' }), null);
    expect(second).toEqual({ id: first.id, stored: false });
    expect(await count(db, "outbox WHERE lead_id = $1 AND channel LIKE 'team%'", [first.id])).toBe(0);
    expect(await confirmSubscription(db, first.id)).toBe('confirmed');
    expect(await confirmSubscription(db, first.id)).toBe('confirmed');
    expect(await count(db, "outbox WHERE lead_id = $1 AND channel LIKE 'team%'", [first.id])).toBe(2);
    expect(await unsubscribe(db, first.id)).toBe(true);
    expect(await findLead(db, first.id)).toBeUndefined();
    expect(await confirmSubscription(db, first.id)).toBe('unknown');
  });

  it('erases everything about one address and says how much', async () => {
    await insertLead(db, lead({ ...uniqueContact(3), email: 'borrar@example.com' }), null);
    await insertLead(db, lead({ ...validLeads.enrolment, email: 'Borrar@example.com' }), null);
    expect(await eraseByEmail(db, 'borrar@example.com')).toEqual({ leads: 2, deliveries: 4 });
    expect(await count(db, 'leads WHERE email = $1', ['borrar@example.com'])).toBe(0);
  });

  it('deletes contact and call-back leads after the retention period and unconfirmed sign-ups after 7 days', async () => {
    const old = await insertLead(db, lead(uniqueContact(4)), null);
    const recent = await insertLead(db, lead(uniqueContact(5)), null);
    const enrolment = await insertLead(db, lead({ ...validLeads.enrolment, email: 'alumna@example.com' }), null);
    const unconfirmed = await insertLead(db, lead({ ...validLeads.newsletter, email: 'olvidado@example.org' }), null);
    await db.query("UPDATE leads SET created_at = now() - interval '31 days' WHERE id = ANY($1)", [[old.id, enrolment.id]]);
    await db.query("UPDATE leads SET created_at = now() - interval '8 days' WHERE id = $1", [unconfirmed.id]);
    const deleted = await deleteExpired(db, 30);
    expect(deleted.unconfirmed).toBe(1);
    expect(await findLead(db, old.id)).toBeUndefined();
    expect(await findLead(db, unconfirmed.id)).toBeUndefined();
    expect(await findLead(db, recent.id)).toBeDefined();
    expect(await findLead(db, enrolment.id)).toBeDefined();
  });

  it('leases a delivery to one owner until delivered, and gives it back after a failure with a later attempt', async () => {
    await db.query('UPDATE outbox SET delivered_at = now()');
    const { id } = await insertLead(db, lead(uniqueContact(6)), null);
    const [a, b] = await Promise.all([claimDeliveries(db, 'a', ['team_mail'], 10, 60_000), claimDeliveries(db, 'b', ['team_mail'], 10, 60_000)]);
    expect([...a!, ...b!].map((delivery) => delivery.leadId)).toEqual([id]);
    const claimed = [...a!, ...b!][0]!;
    const owner = a!.length ? 'a' : 'b';
    await markFailed(db, claimed, owner, 'smtp down', 0);
    const retried = await claimDeliveries(db, 'c', ['team_mail'], 10, 60_000);
    expect(retried).toMatchObject([{ leadId: id, attempts: 2 }]);
    await markDelivered(db, retried[0]!, 'c');
    expect(await claimDeliveries(db, 'd', ['team_mail'], 10, 60_000)).toEqual([]);
  });

  it('takes a delivery back when its lease expired (an instance died mid-send)', async () => {
    await db.query('UPDATE outbox SET delivered_at = now()');
    const { id } = await insertLead(db, lead(uniqueContact(7)), null);
    const [first] = await claimDeliveries(db, 'dead', ['team_webhook'], 10, 60_000);
    expect(first?.leadId).toBe(id);
    expect(await claimDeliveries(db, 'alive', ['team_webhook'], 10, 60_000)).toEqual([]);
    await db.query("UPDATE outbox SET lease_until = now() - interval '1 second' WHERE id = $1", [first!.id]);
    expect(await claimDeliveries(db, 'alive', ['team_webhook'], 10, 60_000)).toMatchObject([{ leadId: id }]);
  });
}

describe('Leads store on PGlite', () => {
  storeSuite(async () => {
    const folder = await pgliteDir();
    const db = await openStore({ dir: folder.dir });
    return {
      db,
      close: async () => {
        await db.close();
        folder.cleanup();
      },
    };
  });

  it('runs with fsync and synchronous commit on, so an acknowledged lead survives a crash', async () => {
    const folder = await pgliteDir();
    const db = await openPglite(folder.dir);
    const { rows } = await db.query("SELECT current_setting('fsync') AS fsync, current_setting('synchronous_commit') AS commit");
    expect(rows).toEqual([{ fsync: 'on', commit: 'on' }]);
    await db.close();
    folder.cleanup();
  }, 60_000);

  it('refuses a second open of the same folder with a clear error, and takes over the lock of a dead process', async () => {
    const other = await pgliteDir();
    const db = await openPglite(other.dir);
    await migrate(db);
    await expect(openPglite(other.dir)).rejects.toThrow(`The leads folder is in use by process ${process.pid}`);
    await db.close();
    writeFileSync(join(other.dir, 'leads.lock'), '2147483646');
    const reopened = await openPglite(other.dir);
    await reopened.close();
    other.cleanup();
  }, 60_000);
});

describePostgres('Leads store on PostgreSQL', () => {
  storeSuite(async () => {
    const schema = await testSchema();
    const db = await openStore({ dir: '/nonexistent', databaseUrl: schema.url });
    return {
      db,
      close: async () => {
        await db.close();
        await schema.drop();
      },
    };
  });
});
