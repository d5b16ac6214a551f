/** Keeps the widgets' language and theme in step with the host page, live. */
import { resolveLang } from '../i18n.ts';
import { resolveTheme } from '../theme.ts';
import type { WidgetContext } from './context.ts';

export function syncHostPreferences(context: WidgetContext): void {
  const { doc, win, store } = context;
  const html = doc.documentElement;
  const { config, lang, theme } = store.get();
  const nextLang = resolveLang(config.lang, html.getAttribute('lang'));
  const nextTheme = resolveTheme(config.theme, {
    classList: [...html.classList],
    dataTheme: html.getAttribute('data-theme'),
    colorScheme: config.theme === 'auto' ? win.getComputedStyle(html).colorScheme || 'normal' : 'normal',
    systemDark: win.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false,
  });
  if (nextLang !== lang || nextTheme !== theme) store.update((state) => ({ ...state, lang: nextLang, theme: nextTheme }));
}

export function watchHostPreferences(context: WidgetContext): void {
  const update = () => syncHostPreferences(context);
  new MutationObserver(update).observe(context.doc.documentElement, {
    attributes: true,
    attributeFilter: ['lang', 'class', 'data-theme', 'style'],
  });
  context.win.matchMedia?.('(prefers-color-scheme: dark)').addEventListener?.('change', update);
  // The host's stylesheets (and their color-scheme) may land after an async script ran.
  context.win.addEventListener('load', update);
  update();
}
