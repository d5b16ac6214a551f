/** The four quick messages of the floating menu (spec section 9) and their wa.me links. */
import type { Lang } from '../i18n.ts';
import { whatsappStrings } from './strings.ts';

export const MENU_CATEGORIES = ['general', 'course_info', 'service_info', 'pricing'] as const;
export const MENU_SOURCE = 'floating_button';

export interface QuickMessage {
  label: string;
  message: string;
  category: (typeof MENU_CATEGORIES)[number];
  source: typeof MENU_SOURCE;
}

export function quickMessages(lang: Lang): QuickMessage[] {
  const texts = whatsappStrings[lang].options;
  return MENU_CATEGORIES.map((category) => ({ ...texts[category], category, source: MENU_SOURCE }));
}

export function quickMessageUrl(number: string, option: QuickMessage): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(option.message)}`;
}
