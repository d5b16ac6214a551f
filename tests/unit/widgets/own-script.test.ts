import { describe, expect, it, vi } from 'vitest';
import { parseConfig } from '../../../widgets/config.ts';
import { findOwnScript, OURS } from '../../../widgets/shell/own-script.ts';

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

  it('without its tag (closed shadow root) posts to the company, never to the partner page, and says so', () => {
    const warn = vi.fn();
    const { src } = findOwnScript(null, warn);
    expect(warn).toHaveBeenCalledTimes(1);
    const config = parseConfig({}, src, vi.fn(), company);
    expect(config.api).toBe('https://www.iaacademy.es');
    expect(config.site).toBe('https://www.iaacademy.es');
  });
});
