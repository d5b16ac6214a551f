import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../server/config.ts';

const readLeadsConfig = (env: NodeJS.ProcessEnv) => readConfig(env).leads;

const mail = { SMTP_URL: 'smtp://user:pass@smtp.example.com:587', LEADS_NOTIFY_TO: 'equipo@iaacademy.es', LEADS_FROM: 'IA Academy <web@iaacademy.es>' };

describe('Leads configuration', () => {
  it('works with nothing set: embedded store in ./data, one year of retention, no delivery channel', () => {
    const config = readLeadsConfig({});
    expect(config.dir).toMatch(/\/data$/);
    expect(config).toMatchObject({ retentionDays: 365, siteOrigin: 'https://www.iaacademy.es' });
    expect(config.mail).toBeUndefined();
    expect(config.webhook).toBeUndefined();
  });

  it('reads mail, webhook, database and retention', () => {
    const config = readLeadsConfig({
      ...mail,
      LEADS_WEBHOOK_URL: 'https://crm.example.com/hook',
      LEADS_WEBHOOK_SECRET: 'x'.repeat(32),
      DATABASE_URL: 'postgres://u@db/leads',
      LEADS_RETENTION_DAYS: '30',
    });
    expect(config).toMatchObject({
      mail: { notifyTo: 'equipo@iaacademy.es' },
      webhook: { url: 'https://crm.example.com/hook' },
      databaseUrl: 'postgres://u@db/leads',
      retentionDays: 30,
    });
  });

  it.each([
    [{ LEADS_RETENTION_DAYS: '0' }, 'LEADS_RETENTION_DAYS="0"'],
    [{ LEADS_RETENTION_DAYS: 'un año' }, 'LEADS_RETENTION_DAYS="un año"'],
    [{ SMTP_URL: mail.SMTP_URL, LEADS_FROM: mail.LEADS_FROM }, 'SMTP_URL necesita LEADS_NOTIFY_TO y LEADS_FROM'],
    [{ ...mail, LEADS_FROM: 'web' }, 'LEADS_FROM="web"'],
    [{ ...mail, SMTP_URL: 'http://smtp.example.com' }, 'SMTP_URL="http://smtp.example.com"'],
    [{ LEADS_WEBHOOK_URL: 'https://crm.example.com/hook', LEADS_WEBHOOK_SECRET: 'corto' }, 'LEADS_WEBHOOK_SECRET="corto"'],
    [{ LEADS_WEBHOOK_URL: 'https://crm.example.com/hook' }, 'LEADS_WEBHOOK_URL necesita LEADS_WEBHOOK_SECRET'],
    [{ DATABASE_URL: 'mysql://db/leads' }, 'DATABASE_URL="mysql://db/leads"'],
    [{ LEADS_SIGNING_SECRET: 'corto' }, 'LEADS_SIGNING_SECRET="corto"'],
  ])('stops start-up on a wrong value: %o', (env, message) => {
    expect(() => readLeadsConfig(env)).toThrow(message);
  });
});
