import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_Z_INDEX, directFile, directWidgets, parseConfig, scriptTag } from '../../../widgets/config.ts';

const company = { whatsapp: '34610123456', siteUrl: 'https://www.iaacademy.es' };
const SRC = 'https://cdn.iaacademy.es/widgets/widgets.js';

describe('widget configuration from data-* attributes', () => {
  it('uses the defaults when the tag has no attributes', () => {
    const warn = vi.fn();
    expect(parseConfig({}, SRC, warn, company)).toEqual({
      position: 'bottom-right',
      persona: 'general',
      personaSelector: true,
      widgets: ['chat', 'whatsapp', 'consent'],
      lang: 'auto',
      theme: 'auto',
      whatsapp: '34610123456',
      api: 'https://cdn.iaacademy.es',
      site: 'https://cdn.iaacademy.es',
      zIndex: DEFAULT_Z_INDEX,
      offset: 0,
      policyUrl: '',
      consentCategories: ['analytics', 'marketing', 'preferences'],
      owner: '',
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads data-offset in px (the host header kept free at the top), up to 400', () => {
    const warn = vi.fn();
    expect(parseConfig({ offset: '72' }, SRC, warn, company).offset).toBe(72);
    expect(parseConfig({ offset: ' 64px ' }, SRC, warn, company).offset).toBe(64);
    expect(parseConfig({ offset: '400' }, SRC, warn, company).offset).toBe(400);
    expect(warn).not.toHaveBeenCalled();
  });

  it('falls back to no offset with one warning for a bad data-offset', () => {
    for (const bad of ['-10', '4.5', '72em', 'cabecera', '401', '']) {
      const warn = vi.fn();
      expect(parseConfig({ offset: bad }, SRC, warn, company).offset).toBe(0);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn).toHaveBeenCalledWith(`data-offset="${bad}" no es válido; se usa "0".`);
    }
  });

  it('accepts every allowed value', () => {
    const config = parseConfig(
      {
        position: 'top-left',
        persona: 'technical',
        'persona-selector': 'false',
        widgets: 'chat, consent',
        lang: 'en',
        theme: 'dark',
        whatsapp: '+34 600 11 22 33',
        api: 'https://api.example.com/ignored/path',
        'z-index': '40',
      },
      SRC,
      vi.fn(),
      company,
    );
    expect(config).toMatchObject({
      position: 'top-left',
      persona: 'technical',
      personaSelector: false,
      widgets: ['chat', 'consent'],
      lang: 'en',
      theme: 'dark',
      whatsapp: '34600112233',
      api: 'https://api.example.com',
      zIndex: 40,
    });
  });

  it.each([
    ['position', 'middle', 'position', 'bottom-right'],
    ['persona', 'sales', 'persona', 'general'],
    ['lang', 'fr', 'lang', 'auto'],
    ['theme', 'sepia', 'theme', 'auto'],
    ['persona-selector', 'maybe', 'personaSelector', true],
    ['z-index', 'top', 'zIndex', DEFAULT_Z_INDEX],
    ['whatsapp', 'call me', 'whatsapp', '34610123456'],
    ['api', 'javascript:alert(1)', 'api', 'https://cdn.iaacademy.es'],
  ] as const)('falls back from an invalid data-%s="%s" with one warning', (attribute, value, key, fallback) => {
    const warn = vi.fn();
    const config = parseConfig({ [attribute]: value }, SRC, warn, company);
    expect(config[key]).toEqual(fallback);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain(`data-${attribute}="${value}"`);
  });

  it('keeps the valid widget names and warns about the rest', () => {
    const warn = vi.fn();
    expect(parseConfig({ widgets: 'chat,popup' }, SRC, warn, company).widgets).toEqual(['chat']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(parseConfig({ widgets: 'nothing' }, SRC, vi.fn(), company).widgets).toEqual(['chat', 'whatsapp', 'consent']);
  });

  it("uses the company's site when the script has no usable URL", () => {
    expect(parseConfig({}, 'not a url', vi.fn(), company).site).toBe('https://www.iaacademy.es');
  });

  it('writes back the tag a marketer pastes, escaping quotes', () => {
    expect(scriptTag(SRC, { position: 'top-left', persona: 'courses', lang: 'a"b' })).toBe(
      `<script src="${SRC}" async data-position="top-left" data-persona="courses" data-lang="a&quot;b"></script>`,
    );
  });

  describe("a partner's own consent banner", () => {
    const PARTNER = 'https://www.acme.example';

    it('reads data-policy-url (absolute http or https), data-consent-categories and data-owner', () => {
      const warn = vi.fn();
      const config = parseConfig(
        { 'policy-url': ' https://www.acme.example/privacidad#cookies ', 'consent-categories': 'Marketing, analytics', owner: '  Acme   Formación ' },
        SRC,
        warn,
        company,
        PARTNER,
      );
      expect(config).toMatchObject({
        policyUrl: 'https://www.acme.example/privacidad#cookies',
        consentCategories: ['analytics', 'marketing'],
        owner: 'Acme Formación',
      });
      expect(warn).not.toHaveBeenCalled();
    });

    it('names the essential category without a warning; listing only it offers no optional category', () => {
      const warn = vi.fn();
      expect(parseConfig({ 'consent-categories': 'necessary, preferences' }, SRC, warn, company).consentCategories).toEqual(['preferences']);
      expect(parseConfig({ 'consent-categories': 'essential' }, SRC, warn, company).consentCategories).toEqual([]);
      expect(parseConfig({ 'consent-categories': ' ' }, SRC, warn, company).consentCategories).toEqual(['analytics', 'marketing', 'preferences']);
      expect(warn).not.toHaveBeenCalled();
    });

    it('warns once about unknown categories and keeps the known ones (all three when none is known)', () => {
      const warn = vi.fn();
      expect(parseConfig({ 'consent-categories': 'analytics,tracking' }, SRC, warn, company).consentCategories).toEqual(['analytics']);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn).toHaveBeenCalledWith('data-consent-categories="analytics,tracking" no es válido; se usa "analytics".');
      const other = vi.fn();
      expect(parseConfig({ 'consent-categories': 'social' }, SRC, other, company).consentCategories).toEqual(['analytics', 'marketing', 'preferences']);
      expect(other).toHaveBeenCalledTimes(1);
    });

    it.each(['javascript:alert(1)', '/privacidad', 'ftp://acme.example/cookies', 'data:text/html,hola', 'no es una url'])(
      'ignores data-policy-url="%s" with one warning naming the fallback',
      (value) => {
        const warn = vi.fn();
        expect(parseConfig({ 'policy-url': value }, SRC, warn, company, PARTNER).policyUrl).toBe('');
        expect(warn).toHaveBeenCalledTimes(1);
        expect(warn).toHaveBeenCalledWith(`data-policy-url="${value}" no es válido; se usa "https://cdn.iaacademy.es/cookies".`);
      },
    );

    it.each(['<b>Acme</b>', 'Acme<script>', 'A'.repeat(61), 'Acme\u0007'])('ignores data-owner="%s" with one warning', (value) => {
      const warn = vi.fn();
      expect(parseConfig({ owner: value }, SRC, warn, company).owner).toBe('');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]?.[0]).toContain('data-owner=');
    });

    it("warns once when a partner's page has the banner without data-policy-url", () => {
      const warn = vi.fn();
      parseConfig({}, SRC, warn, company, PARTNER);
      parseConfig({ 'policy-url': '' }, SRC, warn, company, PARTNER);
      expect(warn).toHaveBeenCalledTimes(2);
      expect(warn).toHaveBeenCalledWith(
        'Falta data-policy-url con la URL de la política de cookies de este sitio; el banner enlaza a https://cdn.iaacademy.es/cookies.',
      );
    });

    it("does not ask for it on the company's own origins, without the banner, or without knowing the page", () => {
      const warn = vi.fn();
      parseConfig({}, SRC, warn, company, 'https://cdn.iaacademy.es');
      parseConfig({}, SRC, warn, company, company.siteUrl);
      parseConfig({ widgets: 'chat,whatsapp' }, SRC, warn, company, PARTNER);
      parseConfig({}, SRC, warn, company);
      expect(warn).not.toHaveBeenCalled();
    });

    it('writes the new attributes back into the tag', () => {
      expect(scriptTag(SRC, { 'policy-url': 'https://acme.example/cookies', 'consent-categories': 'analytics', owner: 'Acme "SL"' })).toBe(
        `<script src="${SRC}" async data-policy-url="https://acme.example/cookies" data-consent-categories="analytics" data-owner="Acme &quot;SL&quot;"></script>`,
      );
    });
  });
});

describe('a bundle loaded by a tag of its own, at its direct URL (/widgets/v1/chat-consent.js)', () => {
  it('names each combination the way the build publishes it, in the order of data-widgets', () => {
    expect(directFile(['consent'])).toBe('consent.js');
    expect(directFile(['consent', 'chat'])).toBe('chat-consent.js');
    expect(directFile(['chat', 'whatsapp', 'consent'])).toBe('chat-whatsapp-consent.js');
    expect(directFile([])).toBe('chat-whatsapp-consent.js');
  });

  it('without data-widgets shows what it carries, and a tag asking for part of it gets that part', () => {
    const warn = vi.fn();
    expect(directWidgets(undefined, ['consent'], warn)).toBe('consent');
    expect(directWidgets(undefined, ['chat', 'consent'], warn)).toBe('chat,consent');
    expect(directWidgets('chat', ['chat', 'consent'], warn)).toBe('chat');
    expect(directWidgets('consent, chat', ['chat', 'consent'], warn)).toBe('consent, chat');
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns once, in Spanish, about a surface it does not carry, and shows the asked ones it has', () => {
    const warn = vi.fn();
    expect(directWidgets('chat,whatsapp', ['chat', 'consent'], warn)).toBe('chat');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      'data-widgets="chat,whatsapp" pide whatsapp, que no viene en /widgets/v1/chat-consent.js; se muestra "chat". ' +
        'La dirección con todo lo pedido es /widgets/v1/chat-whatsapp.js.',
    );
  });

  it('shows everything it carries when it has none of the asked surfaces', () => {
    const warn = vi.fn();
    expect(directWidgets('chat,whatsapp', ['consent'], warn)).toBe('consent');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('pide chat, whatsapp, que no viene en /widgets/v1/consent.js; se muestra "consent".'));
  });

  it('leaves a value naming no surface to parseConfig, which warns about it as with the loader', () => {
    const warn = vi.fn();
    expect(directWidgets('todos', ['consent'], warn)).toBe('todos');
    expect(warn).not.toHaveBeenCalled();
  });
});
