/** The categories the spec lists for the blog; an article carries one or more. */
export const blogCategories = [
  'Inteligencia Artificial',
  'Empresas',
  'Innovación',
  'Machine Learning',
  'Tecnología',
  'Educación',
  'Ética',
  'Sociedad',
  'NLP',
  'Futuro del Trabajo',
  'Tendencias',
] as const;

export type BlogCategory = (typeof blogCategories)[number];

/** Style class for an article's category badges (defined in site/pages/blog/blog.css). */
export type CategoryColor = 'category-indigo' | 'category-violet' | 'category-emerald' | 'category-amber' | 'category-rose' | 'category-sky';

export interface BlogAuthor {
  name: string;
  role: string;
  /** Site-relative URL of the 96 px avatar; a 192 px sibling (`-192.webp`) exists for 2x screens. */
  avatar: string;
  bio: string;
}

/** One built-in article; its long markdown body lives next to this module as `<slug>.md`. */
export interface BlogArticle {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  /** Spanish-formatted date as shown on the page, e.g. '14 de octubre de 2026'. */
  date: string;
  /** The same date as YYYY-MM-DD, for <time datetime> and JSON-LD. */
  isoDate: string;
  author: BlogAuthor;
  /** Site-relative URL of the 960 px cover; a 480 px sibling (`-480.webp`) exists. */
  coverImage: string;
  coverAlt: string;
  categories: BlogCategory[];
  categoryColor: CategoryColor;
  /** e.g. '8 min'; the article page shows '10 min de lectura' when it is missing. */
  readTime?: string;
  tags: string[];
  featured?: boolean;
}
