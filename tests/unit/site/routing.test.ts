import { describe, expect, it } from 'vitest';
import { isActivePath } from '../../../site/content/navigation.ts';
import { findRoute, matchPattern, orderRoutes } from '../../../site/lib/routing/match.ts';
import type { RouteDef } from '../../../site/lib/routing/types.ts';
import { resolveHead } from '../../../site/lib/seo.ts';

const page = async () => ({ default: () => null, head: () => ({ title: 'Página', description: '' }) });
const route = (pattern: string): RouteDef => ({ pattern, load: page });

describe('route matching', () => {
  it('matches static and dynamic patterns segment by segment', () => {
    expect(matchPattern('/', '/')).toEqual({});
    expect(matchPattern('/blog/:slug', '/blog/etica')).toEqual({ slug: 'etica' });
    expect(matchPattern('/blog/:slug', '/blog')).toBeNull();
    expect(matchPattern('/blog/:slug', '/blog/a/b')).toBeNull();
    expect(matchPattern('/cursos', '/cursos/')).toEqual({});
  });

  it('decodes parameters and rejects malformed encodings', () => {
    expect(matchPattern('/blog/:slug', '/blog/%C3%B1u')).toEqual({ slug: 'ñu' });
    expect(matchPattern('/blog/:slug', '/blog/%E0%A4%A')).toBeNull();
  });

  it('tries static patterns before dynamic ones', () => {
    const table = orderRoutes([route('/cursos/:slug'), route('/cursos/empresas')]);
    expect(findRoute(table, '/cursos/empresas')?.route.pattern).toBe('/cursos/empresas');
    expect(findRoute(table, '/cursos/nlp')?.route.pattern).toBe('/cursos/:slug');
    expect(findRoute(table, '/otra')).toBeNull();
  });
});

describe('header: active link by path prefix', () => {
  it('lights a section for its own pages only', () => {
    expect(isActivePath('/cursos', '/cursos/ia-generativa')).toBe(true);
    expect(isActivePath('/cursos', '/cursos')).toBe(true);
    expect(isActivePath('/cursos', '/cursosx')).toBe(false);
    expect(isActivePath('/', '/blog')).toBe(false);
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/herramientas-ia?tab=pricing', '/herramientas-ia')).toBe(true);
  });
});

describe('head', () => {
  it('adds the brand, the canonical URL and Organization JSON-LD', () => {
    const head = resolveHead({ title: 'Cursos', description: 'Catálogo' }, '/cursos');
    expect(head.title).toBe('Cursos | IA Academy');
    expect(head.canonical).toBe('https://www.iaacademy.es/cursos');
    expect(head.jsonLd[0]).toMatchObject({ '@type': 'Organization' });
    expect(head.noindex).toBe(false);
  });
});
