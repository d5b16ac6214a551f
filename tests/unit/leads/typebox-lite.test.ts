import { describe, expect, it, vi } from 'vitest';

/** The contract as the server builds it (TypeBox) and as the browser builds it (typebox-lite). */
async function contracts() {
  vi.resetModules();
  vi.doUnmock('typebox');
  const server = await import('../../../site/domain/leads.ts');
  vi.resetModules();
  vi.doMock('typebox', () => import('../../../site/build/typebox-lite.ts'));
  const browser = await import('../../../site/domain/leads.ts');
  vi.doUnmock('typebox');
  return { server, browser };
}

describe('the lead contract in the browser', () => {
  it('builds exactly the schemas TypeBox builds, for every kind', async () => {
    const { server, browser } = await contracts();
    expect(browser.leadSchemas).not.toBe(server.leadSchemas);
    expect(JSON.parse(JSON.stringify(browser.leadSchemas))).toEqual(JSON.parse(JSON.stringify(server.leadSchemas)));
  });

  it('judges the same leads the same way', async () => {
    const { server, browser } = await contracts();
    const samples = [
      { kind: 'contact', name: 'Ana', email: 'ana@example.com', subject: 'Curso', message: 'Hola', acceptTerms: true, phone: '' },
      { kind: 'contact', name: ' ', email: 'ana@', subject: '', message: 'x'.repeat(6000) },
      { kind: 'callback', name: 'Luis', phone: '600 111 222', slot: 'tarde' },
      { kind: 'callback', phone: 'abc', slot: 'noche' },
      { kind: 'enrolment', fullName: 'Ana', email: 'ana@example.com', modality: 'online', startDate: '2027-01-18', course: 'fundamentos-ia' },
      { kind: 'newsletter', email: 'ana@empresa.es', startedAt: -1 },
    ];
    for (const sample of samples) expect(browser.checkLead(sample)).toEqual(server.checkLead(sample));
  });
});
