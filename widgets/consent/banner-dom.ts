/**
 * The cookie banner, the one implementation every bundle uses: a non-modal dialog (the page
 * stays usable) with a simple and a customise view, built with plain DOM calls so a bundle with
 * only the consent carries no UI library (consent/dock.ts); the bundles with Preact mount the
 * same banner (App.tsx). Rejecting is exactly as prominent as accepting.
 */
import type { WidgetContext } from '../shell/context.ts';
import { siteLink } from '../shell/links.ts';
import type { WidgetState } from '../shell/state.ts';
import { chooseConsent, setConsentView } from './actions.ts';
import { NO_CONSENT } from './state.ts';
import { categoryList, consentStrings } from './strings.ts';

type Child = Node | string;

export interface Banner {
  root: HTMLElement;
  /** Shows `state`; call it after every change of the state while the banner is shown. */
  update(state: WidgetState): void;
}

/** A banner for one showing: its draft choices start from the stored ones each time it shows. */
export function createBanner(context: WidgetContext): Banner {
  const { doc } = context;
  /** An element with its properties (event handlers, tabIndex…) or, for the rest, attributes. */
  const el = (tag: string, props: Record<string, unknown>, ...children: Child[]): HTMLElement => {
    const node = doc.createElement(tag);
    for (const key in props) {
      if (key in node) (node as unknown as Record<string, unknown>)[key] = props[key];
      else node.setAttribute(key, String(props[key]));
    }
    node.append(...children);
    return node;
  };
  const root = el('div', {
    class: 'surface banner',
    role: 'dialog',
    'aria-labelledby': 'consent-title',
    'aria-describedby': 'consent-intro',
    tabIndex: -1,
  });
  let draft = context.store.get().consent.settings ?? NO_CONSENT;
  let shown = '';
  let focusKey = '';

  const button = (primary: boolean, label: string, onclick: () => void) =>
    el('button', { type: 'button', class: `button ${primary ? 'primary' : 'secondary'}`, onclick }, label);

  function build(state: WidgetState) {
    const text = consentStrings[state.lang];
    const { view } = state.consent;
    const { consentCategories: offered, owner, policyUrl, site } = state.config;
    const categories = (['essential', ...offered] as const).map((category) =>
      el(
        'li',
        { class: 'category' },
        el(
          'label',
          { class: 'switch-row' },
          el(
            'span',
            {},
            el('span', { class: 'category-name' }, text.categories[category].name),
            el('span', { class: 'category-description' }, text.categories[category].description + (category === 'essential' ? ` ${text.alwaysOn}.` : '')),
          ),
          el('input', {
            type: 'checkbox',
            role: 'switch',
            name: category,
            checked: category === 'essential' || draft[category],
            disabled: category === 'essential',
            onchange: (event: Event) => (draft = { ...draft, [category]: (event.target as HTMLInputElement).checked }),
          }),
        ),
      ),
    );
    root.replaceChildren(
      el('p', { id: 'consent-title', class: 'banner-title' }, text.title),
      el(
        'p',
        { id: 'consent-intro', class: 'banner-text' },
        `${text.intro(categoryList(text, offered), owner)} `,
        el('a', { href: policyUrl || siteLink(site, context.here, '/cookies') }, text.policy),
      ),
      ...(view === 'custom' ? [el('ul', { class: 'categories' }, ...categories)] : []),
      el(
        'div',
        { class: 'banner-actions' },
        ...(view === 'simple'
          ? [
              button(false, text.customise, () => setConsentView(context, 'custom')),
              button(true, text.essentialOnly, () => chooseConsent(context, 'essential-only')),
              button(true, text.acceptAll, () => chooseConsent(context, 'accept-all')),
            ]
          : [button(false, text.back, () => setConsentView(context, 'simple')), button(true, text.save, () => chooseConsent(context, 'custom', draft))]),
      ),
    );
  }

  return {
    root,
    update(state) {
      const { view, takeFocus } = state.consent;
      const { consentCategories, owner, policyUrl, site } = state.config;
      const key = [state.lang, view, consentCategories, owner, policyUrl, site].join('|');
      if (key !== shown) {
        // A rebuild must not drop the visitor's focus out of the dialog.
        const hadFocus = root.contains((root.getRootNode() as ShadowRoot).activeElement);
        build(state);
        if (hadFocus) root.focus({ preventScroll: true });
        shown = key;
      }
      // In on request or for keyboard users; and after a view switch removed the focused button.
      const next = `${takeFocus}|${view}`;
      if (next !== focusKey) {
        if (takeFocus || focusKey) root.focus({ preventScroll: true });
        focusKey = next;
      }
    },
  };
}
