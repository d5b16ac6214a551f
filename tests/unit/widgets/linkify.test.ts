import { describe, expect, it } from 'vitest';
import { linkify } from '../../../widgets/chat/linkify.ts';

const SITE = 'https://www.iaacademy.es';
const PARTNER = 'https://partner.example';
const WHATSAPP = '34610123456';

describe('reply formatting into text and safe links', () => {
  it('keeps plain text as one text part', () => {
    expect(linkify('Hola, ¿qué tal?', SITE, SITE, WHATSAPP)).toEqual([{ type: 'text', text: 'Hola, ¿qué tal?' }]);
  });

  it('links site-relative paths, relative on the main site', () => {
    expect(linkify('Mira /cursos/ia-generativa.', SITE, SITE, WHATSAPP)).toEqual([
      { type: 'text', text: 'Mira ' },
      { type: 'link', text: '/cursos/ia-generativa', href: '/cursos/ia-generativa', external: false },
      { type: 'text', text: '.' },
    ]);
  });

  it('links site-relative paths to the main site when embedded elsewhere', () => {
    expect(linkify('Ver /contacto', SITE, PARTNER, WHATSAPP)[1]).toEqual({
      type: 'link',
      text: '/contacto',
      href: 'https://www.iaacademy.es/contacto',
      external: true,
    });
  });

  it('links the WhatsApp chat, leaving trailing punctuation as text', () => {
    expect(linkify(`Escríbenos: https://wa.me/${WHATSAPP}?text=Hola, y más.`, SITE, SITE, WHATSAPP)).toEqual([
      { type: 'text', text: 'Escríbenos: ' },
      { type: 'link', text: `https://wa.me/${WHATSAPP}?text=Hola`, href: `https://wa.me/${WHATSAPP}?text=Hola`, external: true },
      { type: 'text', text: ', y más.' },
    ]);
  });

  it('leaves links to other sites as text', () => {
    const text = 'Docs: https://example.com/a?b=1 y https://wa.me/34999999999';
    expect(linkify(text, SITE, SITE, WHATSAPP)).toEqual([{ type: 'text', text }]);
  });

  it('links a full URL of the page it is on as a same-tab path', () => {
    expect(linkify('Ver https://www.iaacademy.es/cursos', SITE, SITE, WHATSAPP)[1]).toEqual({
      type: 'link',
      text: 'https://www.iaacademy.es/cursos',
      href: '/cursos',
      external: false,
    });
  });

  it('never links other schemes or markup', () => {
    const text = '[clic](javascript:alert(1)) <img src=x onerror=alert(1)> data:text/html,hola //evil.com';
    expect(linkify(text, SITE, SITE, WHATSAPP)).toEqual([{ type: 'text', text }]);
  });
});
