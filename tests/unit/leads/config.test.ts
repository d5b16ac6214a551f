import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../../server/config.ts';

const mail = { SMTP_URL: 'smtp://user:pass@smtp.example.com:587', LEADS_NOTIFY_TO: 'equipo@iaacademy.es', LEADS_FROM: 'IA Academy <web@iaacademy.es>' };
const leads = (env: NodeJS.ProcessEnv) => readConfig(env).leads;

describe('Leads configuration', () => {
  it('works with nothing set: embedded store in ./data, one year of retention, no delivery channel', () => {
    const config = leads({});
    expect(config.dir).toMatch(/\/data$/);
    expect(config.retentionDays).toBe(365);
    expect(config.mail).toBeUndefined();
    expect(config.webhook).toBeUndefined();
    expect(config.databaseUrl).toBeUndefined();
  });

  it('reads mail, webhook, database and retention', () => {
    const config = leads({ ...mail, LEADS_WEBHOOK_URL: 'https://crm.example.com/hook', LEADS_WEBHOOK_SECRET: 'x'.repeat(32), DATABASE_URL: 'postgres://u@db/leads', LEADS_RETENTION_DAYS: '30' });
    expect(config).toMatchObject({ mail: { notifyTo: 'equipo@iaacademy.es' }, webhook: { url: 'https://crm.example.com/hook' }, databaseUrl: 'postgres://u@db/leads', retentionDays: 30 });
  });

  it.each([
    [{ LEADS_RETENTION_DAYS: '0' }, 'LEADS_RETENTION_DAYS'],
    [{ LEADS_RETENTION_DAYS: 'un año' }, 'LEADS_RETENTION_DAYS'],
    [{ SMTP_URL: mail.SMTP_URL, LEADS_FROM: mail.LEADS_FROM }, 'LEADS_NOTIFY_TO'],
    [{ ...mail, LEADS_FROM: 'web' }, 'LEADS_FROM'],
    [{ ...mail, SMTP_URL: 'http://smtp.example.com' }, 'SMTP_URL'],
    [{ LEADS_WEBHOOK_URL: 'https://crm.example.com/hook', LEADS_WEBHOOK_SECRET: 'corto' }, 'LEADS_WEBHOOK_SECRET'],
    [{ LEADS_WEBHOOK_URL: 'https://crm.example.com/hook' }, 'LEADS_WEBHOOK_SECRET'],
    [{ DATABASE_URL: 'mysql://db/leads' }, 'DATABASE_URL'],
    [{ LEADS_SIGNING_SECRET: 'corto' }, 'LEADS_SIGNING_SECRET'],
  ])('stops start-up on a wrong value, naming the variable: %o', (env, variable) => {
    expect(() => leads(env)).toThrow(ConfigError);
    expect(() => leads(env)).toThrow(variable);
  });
});
