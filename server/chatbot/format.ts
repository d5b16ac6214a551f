import { formatEuros } from '../../site/domain/format.ts';
import type { Lang } from './text/language.ts';

const englishFigure = new Intl.NumberFormat('en-GB');

const dateFormat: Record<Lang, Intl.DateTimeFormat> = {
  es: new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/** 1290 -> "1290€", as every page writes it (es), or "€1,290" (en). */
export function euros(amount: number, lang: Lang): string {
  return lang === 'es' ? formatEuros(amount) : `€${englishFigure.format(amount)}`;
}

/** "2027-01-18" -> "18 de enero de 2027" (es) or "18 January 2027" (en). */
export function isoDate(iso: string, lang: Lang): string {
  return dateFormat[lang].format(new Date(`${iso}T00:00:00Z`));
}

/** "a, b y c" (es) or "a, b and c" (en). */
export function list(items: readonly string[], lang: Lang): string {
  if (items.length <= 1) return items.join('');
  const and = lang === 'es' ? ' y ' : ' and ';
  return `${items.slice(0, -1).join(', ')}${and}${items.at(-1)}`;
}

/** Drops markdown syntax so article bodies index as words and never leak into replies. */
export function plainMarkdown(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`|~-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
