import type { Facet } from '../facets.ts';
import type { Lang } from '../text/language.ts';

export type Localized = Record<Lang, string>;

export type DocKind = 'course' | 'service' | 'article' | 'contact' | 'office' | 'company' | 'faq' | 'page' | 'job';

/**
 * One answerable thing on the site. Adapters (one per content module) build these from the
 * typed content; replies quote `summary` and `facts`, which adapters render through the fact
 * templates, so every figure in a reply comes from the content module.
 */
export interface KnowledgeDoc {
  id: string;
  kind: DocKind;
  title: string;
  /** Site-relative URL of the page that shows this content. */
  url: string;
  /** Where a visitor sees it when that is not `url`: the course FAQ, kept with the catalogue, shows on each course page. */
  shownAt?: string;
  /** Names, aliases, tags: matched with a higher weight than the body. */
  keywords: string;
  /** Searchable body text (also the context given to the LLM). */
  text: string;
  summary: Localized;
  facts: Partial<Record<Facet, Localized>>;
}
