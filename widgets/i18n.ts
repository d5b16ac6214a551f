/** The widgets speak Spanish or English; `auto` follows the host page's <html lang>. */
import type { LangOption } from './config.ts';

export type Lang = 'es' | 'en';

/** Spanish by default (no lang); any other declared language gets English. */
export function resolveLang(option: LangOption, hostLang: string | null | undefined): Lang {
  if (option !== 'auto') return option;
  const lang = (hostLang ?? '').trim().toLowerCase();
  if (lang === '' || lang === 'es' || lang.startsWith('es-')) return 'es';
  return 'en';
}
