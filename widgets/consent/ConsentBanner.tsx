/**
 * The cookie banner: a non-modal dialog (the page stays usable), simple and customise views.
 * Rejecting is exactly as prominent as accepting.
 */
import { Fragment, h } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { WidgetContext } from '../shell/context.ts';
import { siteLink } from '../shell/links.ts';
import type { WidgetState } from '../shell/state.ts';
import { chooseConsent, setConsentView } from './actions.ts';
import { NO_CONSENT, type ConsentSettings } from './state.ts';
import { categoryList, consentStrings } from './strings.ts';

export function ConsentBanner({ context, state }: { context: WidgetContext; state: WidgetState }) {
  const text = consentStrings[state.lang];
  const { view, takeFocus, settings } = state.consent;
  const { consentCategories: offered, owner, policyUrl, site } = state.config;
  const [draft, setDraft] = useState<ConsentSettings>(settings ?? NO_CONSENT);
  const dialog = useRef<HTMLDivElement>(null);
  const firstView = useRef(true);

  // In on request or for keyboard users; and after a view switch removed the focused button.
  useLayoutEffect(() => {
    if (takeFocus || !firstView.current) dialog.current?.focus({ preventScroll: true });
    firstView.current = false;
  }, [takeFocus, view]);

  return (
    <div
      ref={dialog}
      class="surface banner"
      role="dialog"
      aria-labelledby="consent-title"
      aria-describedby="consent-intro"
      tabIndex={-1}
    >
      <p id="consent-title" class="banner-title">
        {text.title}
      </p>
      <p id="consent-intro" class="banner-text">
        {text.intro(categoryList(text, offered), owner)}{' '}
        <a href={policyUrl || siteLink(site, context.here, '/cookies')}>{text.policy}</a>
      </p>
      {view === 'custom' && (
        <ul class="categories">
          {(['essential', ...offered] as const).map((category) => (
            <li key={category} class="category">
              <label class="switch-row">
                <span>
                  <span class="category-name">{text.categories[category].name}</span>
                  <span class="category-description">
                    {text.categories[category].description}
                    {category === 'essential' && ` ${text.alwaysOn}.`}
                  </span>
                </span>
                <input
                  type="checkbox"
                  role="switch"
                  name={category}
                  checked={category === 'essential' || draft[category]}
                  disabled={category === 'essential'}
                  onChange={(event) =>
                    setDraft({ ...draft, [category]: (event.target as HTMLInputElement).checked })
                  }
                />
              </label>
            </li>
          ))}
        </ul>
      )}
      <div class="banner-actions">
        {view === 'simple' ? (
          <>
            <button type="button" class="button secondary" onClick={() => setConsentView(context, 'custom')}>
              {text.customise}
            </button>
            <button type="button" class="button primary" onClick={() => chooseConsent(context, 'essential-only')}>
              {text.essentialOnly}
            </button>
            <button type="button" class="button primary" onClick={() => chooseConsent(context, 'accept-all')}>
              {text.acceptAll}
            </button>
          </>
        ) : (
          <>
            <button type="button" class="button secondary" onClick={() => setConsentView(context, 'simple')}>
              {text.back}
            </button>
            <button type="button" class="button primary" onClick={() => chooseConsent(context, 'custom', draft)}>
              {text.save}
            </button>
          </>
        )}
      </div>
    </div>
  );
}
