/**
 * A person named by first and last name: a member of the team ("Pablo Sánchez, ¿qué puesto
 * ocupa?") or the author of articles on the blog ("¿qué ha escrito Laura Martín?"). Two words of a
 * name, never one: "Ruiz" is both a team member's and an author's surname.
 */
import { articles } from '../../../site/content/blog/articles.ts';
import { list } from '../format.ts';
import type { KnowledgeDoc } from '../sources/types.ts';
import type { Lang } from '../text/language.ts';
import { toTerms } from '../text/terms.ts';
import type { Found } from './found.ts';

/** A name's terms, worked out once: the same names are looked for in every question. */
const nameTerms = new Map<string, string[]>();
const termsOfName = (name: string) => {
  let terms = nameTerms.get(name);
  if (!terms) nameTerms.set(name, (terms = toTerms(name)));
  return terms;
};

/** Whether every word of `name` is among the message's terms. */
const namedIn = (name: string, terms: readonly string[]) => {
  const own = termsOfName(name);
  return own.length >= 2 && own.every((term) => terms.includes(term));
};

/** The member of the team the message names in full. */
export function teamMemberNamed(docs: readonly KnowledgeDoc[], terms: readonly string[]): KnowledgeDoc | undefined {
  return docs.find((doc) => doc.id.startsWith('team:') && namedIn(doc.title, terms));
}

/** Words that ask what someone wrote. */
const writingCue = /\b(escrit\w*|escribe\w*|escribio|publica\w*|articulos?|post|posts|blog|wrote|written|writes|articles?)\b/;

/** "¿Qué ha escrito Laura Martín en el blog?": the articles of the author named in full. */
export function articlesByAuthor(text: string, terms: readonly string[], lang: Lang): Found | undefined {
  if (!writingCue.test(text)) return undefined;
  const written = articles.filter((article) => namedIn(article.author.name, terms));
  const [first] = written;
  if (!first) return undefined;
  const urls = written.map((article) => `/blog/${article.slug}`);
  const titles = list(
    written.map((article, at) => `«${article.title}» (${urls[at]})`),
    lang,
  );
  const reply =
    lang === 'es'
      ? `${first.author.name} (${first.author.role}) ha escrito en el blog ${titles}.`
      : `${first.author.name} has written ${written.length === 1 ? 'this article' : 'these articles'} on our blog (in Spanish): ${titles}.`;
  return { reply, urls };
}
