/**
 * The assistant's quality harness (chatbot-quality.test.ts) means something only when the engine it
 * builds indexes the whole site. The articles' bodies reach the engine through Vite
 * (import.meta.glob from the project root that tests/vitest.config.ts sets), so a harness run with
 * another root or config would index the blog's excerpts only and still report scores. Built the
 * same way here, the engine must hold every course, service and article of site/content, counted
 * against the content's own lists, and every article with its markdown body.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ChatEngine } from '../../server/chatbot/engine.ts';
import { plainMarkdown } from '../../server/chatbot/format.ts';
import type { DocKind } from '../../server/chatbot/sources/types.ts';
import { articles } from '../../site/content/blog/articles.ts';
import { courses } from '../../site/content/courses.ts';
import { serviceDetails } from '../../site/content/services.ts';

const engine = new ChatEngine();
const indexed = (kind: DocKind) =>
  engine.docs
    .filter((doc) => doc.kind === kind)
    .map((doc) => doc.url)
    .sort();

describe("The assistant's index, built as the quality harness builds it", () => {
  it('holds every course of site/content, once', () => {
    expect(indexed('course')).toEqual(courses.map((course) => `/cursos/${course.slug}`).sort());
  });

  it('holds every service of site/content, once', () => {
    expect(indexed('service')).toEqual(serviceDetails.map((service) => `/servicios/${service.slug}`).sort());
  });

  it('holds every blog article of site/content, once, with its markdown body', () => {
    expect(indexed('article')).toEqual(articles.map((article) => `/blog/${article.slug}`).sort());
    for (const article of articles) {
      const body = plainMarkdown(readFileSync(new URL(`../../site/content/blog/${article.slug}.md`, import.meta.url), 'utf8'));
      expect(body, article.slug).not.toBe('');
      const text = engine.docs.find((doc) => doc.url === `/blog/${article.slug}`)?.text ?? '';
      expect(text.includes(body), `${article.slug}: its markdown body is not in the index`).toBe(true);
    }
  });
});
