import { describe, expect, it } from 'vitest';
import { csvCell } from '../../../server/admin/csv.ts';
import { groupQuestions } from '../../../server/admin/similar.ts';
import { channelOf } from '../../../server/events/channels.ts';
import { redactQuestion } from '../../../server/events/redact.ts';
import { pageViewEvent } from '../../../site/lib/beacon.ts';

describe('unanswered questions are redacted before they are kept', () => {
  it('replaces email addresses and phone numbers, keeps the rest', () => {
    expect(redactQuestion('Soy ana.p@correo.es, llamadme al +34 612 34 56 78 sobre el curso de Python')).toBe(
      'Soy [email], llamadme al [teléfono] sobre el curso de Python',
    );
    expect(redactQuestion('¿Hay plazas en 2026 para 3 personas?')).toBe('¿Hay plazas en 2026 para 3 personas?');
    expect(redactQuestion('mi móvil 612-345-678')).toBe('mi móvil [teléfono]');
  });
});

describe('page views name the route pattern and only the referrer host', () => {
  it('takes UTM values and the referrer host from the landing, nothing else', () => {
    const event = pageViewEvent('/cursos/:slug', {
      search: '?utm_source=newsletter&utm_medium=email&utm_campaign=otono-2026&email=ana@x.es',
      referrer: 'https://www.google.es/search?q=curso+ia',
      host: 'www.iaacademy.es',
    });
    expect(event).toEqual({
      type: 'page_view',
      route: '/cursos/:slug',
      landing: true,
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'otono-2026',
      referrer: 'www.google.es',
    });
  });

  it('drops UTM values that could carry anything but a short token, and its own host as referrer', () => {
    const event = pageViewEvent('/', {
      search: '?utm_campaign=%3Cscript%3E&utm_source=a%40b.es',
      referrer: 'https://www.iaacademy.es/blog',
      host: 'www.iaacademy.es',
    });
    expect(event).toEqual({ type: 'page_view', route: '/', landing: true });
  });

  it('sends later views of the same page load without referrer or campaign', () => {
    expect(pageViewEvent('/blog/:slug')).toEqual({ type: 'page_view', route: '/blog/:slug' });
  });
});

describe('channels', () => {
  it('reads the UTM medium first, then the referrer host', () => {
    expect(channelOf(undefined, 'cpc', 'www.iaacademy.es')).toBe('campañas de pago');
    expect(channelOf('www.google.es', undefined, 'www.iaacademy.es')).toBe('buscadores');
    expect(channelOf('www.linkedin.com', undefined, 'www.iaacademy.es')).toBe('redes sociales');
    expect(channelOf('blog.partner.es', undefined, 'www.iaacademy.es')).toBe('otros sitios');
    expect(channelOf(undefined, undefined, 'www.iaacademy.es')).toBe('directo');
    expect(channelOf(undefined, 'email', 'www.iaacademy.es')).toBe('email');
  });
});

describe('CSV export', () => {
  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+34 600')).toBe(`"'+34 600"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('Ana')).toBe('"Ana"');
  });
});

describe('unanswered questions grouped by similarity', () => {
  it('puts rephrasings of one question together and keeps different ones apart', () => {
    const groups = groupQuestions([
      { question: '¿Tenéis curso de robótica?', day: '2026-11-22' },
      { question: 'tienen cursos de robotica', day: '2026-11-21' },
      { question: '¿Hacéis descuentos a estudiantes?', day: '2026-11-20' },
    ]);
    expect(groups.map((group) => group.questions.length)).toEqual([2, 1]);
    expect(groups[0]!.example).toBe('¿Tenéis curso de robótica?');
  });
});
