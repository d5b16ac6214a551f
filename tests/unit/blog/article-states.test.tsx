// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { articles } from '../../../site/content/blog/articles.ts';
import ArticlePage from '../../../site/pages/blog/ArticlePage.tsx';
import { ArticleBanner } from '../../../site/pages/blog/components/ArticleBanner.tsx';
import { ArticleBody } from '../../../site/pages/blog/components/ArticleBody.tsx';
import { AuthorCard } from '../../../site/pages/blog/components/AuthorCard.tsx';
import { NewsletterForm } from '../../../site/pages/blog/components/NewsletterForm.tsx';
import { RelatedArticles } from '../../../site/pages/blog/components/RelatedArticles.tsx';
import { SidebarCategories } from '../../../site/pages/blog/components/SidebarCategories.tsx';

const render = (node: ReactNode) => {
  const html = renderToString(<Router ssrPath="/blog/x">{node}</Router>);
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
};
const text = (node: ReactNode) => render(node).textContent ?? '';
const ERROR_TEXT = 'El artículo que estás buscando no existe o ha sido eliminado. Por favor, intenta con otro artículo.';

describe('Blog article page states (spec sections 2, 5 and 8)', () => {
  it("shows 'No se especificó un artículo' when the slug is missing", () => {
    const page = render(<ArticlePage params={{}} />);
    expect(page.querySelector('h1')!.textContent).toBe('No se especificó un artículo');
    expect(page.textContent).toContain(ERROR_TEXT);
  });

  it("shows 'Artículo no encontrado' for an unknown slug, without printing the slug", () => {
    const page = render(<ArticlePage params={{ slug: 'articulo-que-no-existe' }} />);
    expect(page.querySelector('h1')!.textContent).toBe('Artículo no encontrado');
    expect(page.textContent).toContain(ERROR_TEXT);
    expect(page.innerHTML).not.toContain('articulo-que-no-existe');
  });

  it("offers 'Volver al Blog' to /blog and 'Explora otros artículos' with the first 3 articles", () => {
    const page = render(<ArticlePage params={{ slug: 'x' }} />);
    const back = [...page.querySelectorAll('a')].find((link) => link.textContent === 'Volver al Blog')!;
    expect(back.getAttribute('href')).toBe('/blog');
    expect(page.querySelector('h2')!.textContent).toBe('Explora otros artículos');
    const items = [...page.querySelectorAll('.explore-item')];
    expect(items.map((item) => item.querySelector('a')!.getAttribute('href'))).toEqual(articles.slice(0, 3).map((article) => `/blog/${article.slug}`));
    expect(items.map((item) => item.textContent)).toEqual(articles.slice(0, 3).map((article) => `${article.title}${article.date}`));
  });

  it("shows '10 min de lectura' in the banner when the article has no read time", () => {
    const { readTime: _omitted, ...withoutReadTime } = articles[0]!;
    expect(text(<ArticleBanner article={withoutReadTime} />)).toContain('10 min de lectura');
    expect(text(<ArticleBanner article={articles[0]!} />)).toContain('10 min de lectura');
    expect(text(<ArticleBanner article={articles[1]!} />)).toContain('12 min de lectura');
  });

  it('shows the placeholder article when the body is empty', () => {
    const body = render(<ArticleBody html="  " />);
    expect(body.querySelector('[data-testid="article-placeholder"]')).not.toBeNull();
    expect(body.querySelector('h2')!.textContent).toBe('Este artículo se está actualizando');
    expect(render(<ArticleBody html="<p>Hola</p>" />).querySelector('[data-testid="article-body"]')!.innerHTML).toBe('<p>Hola</p>');
  });

  it("gives the author card the defaults 'Autor' and a generic expert bio", () => {
    const card = text(<AuthorCard author={undefined} />);
    expect(card).toContain('Autor');
    expect(card).toContain('Experto en inteligencia artificial');
    const named = text(<AuthorCard author={articles[0]!.author} />);
    expect(named).toContain('Laura Martín');
    expect(named).toContain(articles[0]!.author.bio);
  });

  it("says 'No hay artículos relacionados disponibles.' when there are none", () => {
    expect(text(<RelatedArticles items={[]} />)).toContain('No hay artículos relacionados disponibles.');
    const related = render(<RelatedArticles items={articles.slice(1, 3)} />);
    expect([...related.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([`/blog/${articles[1]!.slug}`, `/blog/${articles[2]!.slug}`]);
  });

  it("links categories to /blog?category=…, or says 'No hay categorías disponibles.'", () => {
    expect(text(<SidebarCategories categories={[]} />)).toContain('No hay categorías disponibles.');
    const links = render(<SidebarCategories categories={['Ética', 'Futuro del Trabajo']} />).querySelectorAll('a');
    expect([...links].map((link) => link.getAttribute('href'))).toEqual(['/blog?category=%C3%89tica', '/blog?category=Futuro+del+Trabajo']);
  });

  it('asks for a required email of type email in the newsletter form, which posts to /api/leads', () => {
    const form = render(<NewsletterForm />).querySelector('form')!;
    const input = form.querySelector<HTMLInputElement>('input[name="email"]')!;
    expect(input.type).toBe('email');
    expect(input.required).toBe(true);
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/leads');
    expect(form.querySelector<HTMLInputElement>('input[name="kind"]')!.value).toBe('newsletter');
    expect(form.querySelector<HTMLInputElement>('input[name="page"]')!.value).toBe('/blog/x');
  });
});
