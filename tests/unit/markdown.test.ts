import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../site/build/markdown.ts';

/** Renders markdown the way the build does and returns the result as a DOM fragment to inspect. */
function render(markdown: string): DocumentFragment {
  return JSDOM.fragment(renderMarkdown(markdown));
}

const hrefOf = (markdown: string) => render(markdown).querySelector('a')?.getAttribute('href') ?? null;
const imgSrcOf = (markdown: string) => render(markdown).querySelector('img')?.getAttribute('src') ?? null;

describe('Article body rendering (spec section 5)', () => {
  it.each([
    ['http', '[web](http://example.com/a)', 'http://example.com/a'],
    ['https', '[web](https://example.com/a)', 'https://example.com/a'],
    ['irc', '<a href="irc://irc.libera.chat/ia">chat</a>', 'irc://irc.libera.chat/ia'],
    ['ircs', '<a href="ircs://irc.libera.chat/ia">chat</a>', 'ircs://irc.libera.chat/ia'],
    ['mailto', '[correo](mailto:hola@iaacademy.es)', 'mailto:hola@iaacademy.es'],
    ['xmpp', '<a href="xmpp:equipo@iaacademy.es">xmpp</a>', 'xmpp:equipo@iaacademy.es'],
    ['a site path', '[curso](/cursos/fundamentos-ia)', '/cursos/fundamentos-ia'],
  ])('keeps link protocol %s', (_name, markdown, href) => {
    expect(hrefOf(markdown)).toBe(href);
  });

  it.each([
    ['javascript:', '<a href="javascript:alert(1)">x</a>'],
    ['javascript: in markdown', '[x](javascript:alert(1))'],
    ['mixed-case JaVaScRiPt:', '<a href="JaVaScRiPt:alert(1)">x</a>'],
    ['javascript: split by a tab entity', '<a href="java&#x09;script:alert(1)">x</a>'],
    ['javascript: after leading spaces', '<a href="   javascript:alert(1)">x</a>'],
    ['data:', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
    ['vbscript:', '<a href="vbscript:msgbox(1)">x</a>'],
    ['tel: (not in the allowlist)', '<a href="tel:+34910123456">x</a>'],
    ['ftp: (not in the allowlist)', '<a href="ftp://example.com/file">x</a>'],
  ])('drops a link href using %s', (_name, markdown) => {
    const link = render(markdown).querySelector('a');
    expect(link).not.toBeNull();
    expect(link!.hasAttribute('href')).toBe(false);
  });

  it.each([
    ['http', '![a](http://example.com/a.webp)', 'http://example.com/a.webp'],
    ['https', '![a](https://example.com/a.webp)', 'https://example.com/a.webp'],
    ['a site path', '![a](/images/blog/placeholder.webp)', '/images/blog/placeholder.webp'],
  ])('keeps image protocol %s', (_name, markdown, src) => {
    expect(imgSrcOf(markdown)).toBe(src);
  });

  it.each([
    ['data:', '<img src="data:image/png;base64,iVBORw0KGgo=" alt="a">'],
    ['javascript:', '<img src="javascript:alert(1)" alt="a">'],
    ['mailto: (links only)', '<img src="mailto:a@b.es" alt="a">'],
    ['irc: (links only)', '![a](irc://irc.libera.chat/x)'],
  ])('drops an image src using %s', (_name, markdown) => {
    const image = render(markdown).querySelector('img');
    expect(image).not.toBeNull();
    expect(image!.hasAttribute('src')).toBe(false);
  });

  it('drops a srcset that holds any non-http(s) candidate', () => {
    const fragment = render('<img src="https://a.es/1.webp" srcset="https://a.es/1.webp 1x, data:image/png;base64,AAAA 2x" alt="a">');
    expect(fragment.querySelector('img')!.hasAttribute('srcset')).toBe(false);
  });

  it('keeps http(s) citation sources and drops others', () => {
    const kept = render('<blockquote cite="https://example.com/fuente">cita</blockquote>');
    const dropped = render('<blockquote cite="javascript:alert(1)">cita</blockquote><q cite="mailto:a@b.es">q</q>');
    expect(kept.querySelector('blockquote')!.getAttribute('cite')).toBe('https://example.com/fuente');
    expect(dropped.querySelector('blockquote')!.hasAttribute('cite')).toBe(false);
    expect(dropped.querySelector('q')!.hasAttribute('cite')).toBe(false);
  });

  it('removes script elements and their content', () => {
    const html = renderMarkdown('Hola\n\n<script>window.pwned = 1</script>\n\n<p>mundo<script src="https://evil.example/x.js"></script></p>');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('pwned');
    expect(html).toContain('mundo');
  });

  it.each([
    ['onerror on an image', '<img src="https://a.es/x.webp" onerror="alert(1)" alt="a">'],
    ['onclick on a link', '<a href="https://a.es" onclick="alert(1)">x</a>'],
    ['onmouseover on a paragraph', '<p onmouseover="alert(1)">x</p>'],
    ['onload on details', '<details open ontoggle="alert(1)"><summary>x</summary></details>'],
  ])('removes event handlers: %s', (_name, markdown) => {
    expect(renderMarkdown(markdown)).not.toMatch(/\son[a-z]+=/i);
  });

  it.each([
    ['svg with a script', '<svg><script>alert(1)</script><circle r="1"/></svg>'],
    ['svg onload', '<svg onload="alert(1)"><a xlink:href="javascript:alert(1)">x</a></svg>'],
    ['math mglyph/style mutation', '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=1 onerror=alert(1)&gt;">'],
    ['svg foreignObject', '<svg><foreignObject><iframe src="javascript:alert(1)"></iframe></foreignObject></svg>'],
  ])('neutralises svg/math tricks: %s', (_name, markdown) => {
    const html = renderMarkdown(markdown);
    const fragment = JSDOM.fragment(html);
    expect(fragment.querySelector('svg, math, script, iframe, [onerror], [onload]')).toBeNull();
    expect(html).not.toMatch(/javascript:/i);
  });

  it('prefixes ids and names with user-content- so they cannot clobber the page', () => {
    const fragment = render(
      '<h2 id="contenido">Título</h2>\n\n<img name="getElementById" src="https://a.es/x.webp" alt="a">\n\n<a id="location" name="cookie" href="/blog">x</a>',
    );
    expect(fragment.querySelector('h2')!.id).toBe('user-content-contenido');
    expect(fragment.querySelector('img')!.getAttribute('name')).toBe('user-content-getElementById');
    expect(fragment.querySelector('a')!.id).toBe('user-content-location');
    expect(fragment.querySelector('a')!.getAttribute('name')).toBe('user-content-cookie');
  });

  it.each([
    ['http', '[x](http://example.com)'],
    ['https', '[x](https://example.com)'],
    ["a leading '//'", '<a href="//example.com/x">x</a>'],
  ])("gives links with %s rel 'nofollow' and a new tab", (_name, markdown) => {
    const link = render(markdown).querySelector('a')!;
    expect(link.getAttribute('rel')!.split(' ')).toContain('nofollow');
    expect(link.getAttribute('rel')!.split(' ')).toContain('noopener');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('leaves site links in the same tab, ignoring any rel or target written in the source', () => {
    const link = render('<a href="/servicios/nlp" target="_blank" rel="opener">x</a>').querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/servicios/nlp');
    expect(link.hasAttribute('target')).toBe(false);
    expect(link.hasAttribute('rel')).toBe(false);
  });

  it('drops tags and attributes outside the allowlist, keeping their text', () => {
    const html = renderMarkdown(
      '<iframe src="https://a.es"></iframe><form action="/x"><input name="q"></form><p style="color:red" class="x" data-x="1">texto</p><object data="x.swf"></object>',
    );
    expect(html).not.toMatch(/<(iframe|form|input|object)/i);
    expect(html).not.toMatch(/style=|class=|data-x=/i);
    expect(html).toContain('texto');
  });

  it('renders the markdown structures articles use', () => {
    const fragment = render('## Título\n\n- uno\n- dos\n\n1. a\n\n> cita\n\n**negrita** y *cursiva*');
    expect(fragment.querySelector('h2')!.textContent).toBe('Título');
    expect(fragment.querySelectorAll('ul li')).toHaveLength(2);
    expect(fragment.querySelector('ol li')!.textContent).toBe('a');
    expect(fragment.querySelector('blockquote')!.textContent!.trim()).toBe('cita');
    expect(fragment.querySelector('strong')!.textContent).toBe('negrita');
  });
});
