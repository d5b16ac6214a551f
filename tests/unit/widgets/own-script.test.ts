import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import { parseConfig } from '../../../widgets/config.ts';
import { directTag, findOwnScript, OURS } from '../../../widgets/shell/own-script.ts';

const company = { whatsapp: '34610123456', siteUrl: 'https://www.iaacademy.es' };
const script = (src: string) => ({ src }) as HTMLScriptElement;

describe('the widgets find their own script tag', () => {
  it('uses the tag the loader found (or document.currentScript) when there is one', () => {
    const warn = vi.fn();
    const own = script('https://cdn.iaacademy.es/widgets/widgets.js');
    expect(findOwnScript(own, warn)).toEqual({ element: own, src: own.src });
    expect(warn).not.toHaveBeenCalled();
  });

  it('the loader looks only for a tag that is clearly ours (not any other "widgets.js")', () => {
    expect(OURS).toContain('/widgets/widgets.js');
    expect(OURS).toContain('/widgets/v1/widgets.');
    expect(OURS).not.toMatch(/\*="widgets\.js"/);
  });

  it('a bundle loaded directly looks only for a tag of its own URL, not a longer combination ending the same', () => {
    const { document } = new JSDOM(
      [
        '<script src="https://cdn.iaacademy.es/widgets/v1/chat-consent.js" data-owner="otra"></script>',
        '<script src="https://cdn.iaacademy.es/widgets/widgets.js" data-owner="cargador"></script>',
        '<script src="https://cdn.iaacademy.es/widgets/v1/consent.js?v=2" data-owner="suya"></script>',
      ].join(''),
    ).window;
    expect(document.querySelector(directTag('consent'))?.getAttribute('data-owner')).toBe('suya');
    expect(document.querySelector(directTag('chat-consent'))?.getAttribute('data-owner')).toBe('otra');
    expect(document.querySelector(directTag('chat'))).toBeNull();
  });

  it('without its tag (closed shadow root) posts to the company, never to the partner page, and says so', () => {
    const warn = vi.fn();
    const { src } = findOwnScript(null, warn);
    expect(warn).toHaveBeenCalledTimes(1);
    const config = parseConfig({}, src, vi.fn(), company);
    expect(config.api).toBe('https://www.iaacademy.es');
    expect(config.site).toBe('https://www.iaacademy.es');
  });
});
