import { describe, expect, it } from 'vitest';
import { sanitizeLlmReply } from '../../server/chatbot/llm/sanitize.ts';
import { company } from '../../site/content/company.ts';
import { allowedLink } from '../../site/content/link-policy.ts';
import { linkify, type Part } from '../../widgets/chat/linkify.ts';

const SITE = company.siteUrl;
const WHATSAPP = company.whatsapp;
const policy = { site: SITE, whatsapp: WHATSAPP };
const sitePaths = new Set(['/cursos', '/blog', '/contacto']);

/** Where a browser would go if it followed each link the widget builds from `text`. */
function destinations(text: string, here: string = SITE): string[] {
  return linkify(text, SITE, here, WHATSAPP)
    .filter((part): part is Extract<Part, { type: 'link' }> => part.type === 'link')
    .map((part) => new URL(part.href, `${here}/chat/page`).href);
}

const HOSTILE = [
  'HTTPS://EVIL.EXAMPLE/x',
  'hTtP://evil.example',
  'https://evil.example/https://www.iaacademy.es',
  'https://www.iaacademy.es.evil.example/cursos',
  'https://www.iaacademy.es@evil.example/',
  'https://user:pass@www.iaacademy.es/cursos',
  'https://evil.example/?u=https://www.iaacademy.es',
  '/a/..//evil.example',
  '/..//evil.example/x',
  '/./../%2e%2e//evil.example',
  '//evil.example',
  '/\\evil.example',
  'https://wa.me/34999999999',
  'https://WA.ME/34999999999?text=hola',
  'javascript:alert(1)',
  'JAVASCRIPT://%0aalert(1)',
  'data:text/html,<script>alert(1)</script>',
];

describe('link policy (one check, after full resolution, case-insensitive)', () => {
  it('allows the site, upper or lower case, and the company WhatsApp chat', () => {
    expect(allowedLink('/cursos', policy)?.href).toBe(`${SITE}/cursos`);
    expect(allowedLink('HTTPS://WWW.IAACADEMY.ES/cursos', policy)?.href).toBe(`${SITE}/cursos`);
    expect(allowedLink('https://iaacademy.es/blog', policy)).not.toBeNull();
    expect(allowedLink(`https://wa.me/${WHATSAPP}?text=Hola`, policy)).not.toBeNull();
  });

  it.each(HOSTILE)('never lets %s leave the site', (raw) => {
    const url = allowedLink(raw, policy);
    if (url) expect(url.host.replace(/^www\./, '')).toBe('iaacademy.es');
  });

  it.each(HOSTILE)('the widget never builds a link off the site from %s', (raw) => {
    for (const here of [SITE, 'https://partner.example']) {
      for (const target of destinations(`Mira ${raw} ahora`, here)) {
        expect(new URL(target).host.replace(/^www\./, ''), target).toBe('iaacademy.es');
      }
    }
  });

  it('the widget writes /a/..//evil.example as an absolute site URL, never as //evil.example', () => {
    const links = linkify('Ver /a/..//evil.example', SITE, SITE, WHATSAPP).filter((part) => part.type === 'link');
    for (const link of links) expect((link as { href: string }).href.startsWith('//')).toBe(false);
  });

  it.each(HOSTILE)('the server filter leaves nothing from %s that the widget would link off the site', (raw) => {
    const reply = sanitizeLlmReply(`Más información en ${raw} y en /cursos.`, sitePaths);
    for (const target of destinations(reply)) {
      expect(new URL(target).host.replace(/^www\./, ''), `${reply} -> ${target}`).toBe('iaacademy.es');
    }
    expect(reply.toLowerCase()).not.toContain('evil.example/x');
  });

  it('the server filter turns upper-case foreign links into /contacto and keeps site links', () => {
    expect(sanitizeLlmReply('Ve a HTTPS://EVIL.EXAMPLE/x o a HTTPS://WWW.IAACADEMY.ES/blog.', sitePaths)).toBe(
      'Ve a /contacto o a HTTPS://WWW.IAACADEMY.ES/blog.',
    );
    expect(sanitizeLlmReply('Ve a /a/..//evil.example o /cursos/', sitePaths)).toBe('Ve a /contacto o /cursos/');
  });
});
