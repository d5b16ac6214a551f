import { Check, Globe } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { LANGUAGE_NAMES, LANGUAGES, useLanguage } from '../../lib/language.tsx';
import { useDismiss } from '../../lib/use-dismiss.ts';

export function LanguageSwitcher() {
  const { language, setLanguage } = useLanguage();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(root, open, close);

  return (
    <div className="lang-switcher" ref={root}>
      <button
        type="button"
        className="icon-btn lang-switcher__button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls="language-menu"
        aria-label={`Idioma: ${LANGUAGE_NAMES[language]}. Cambiar idioma`}
        onClick={() => setOpen((value) => !value)}
        data-testid="language-button"
      >
        <Globe size={18} aria-hidden="true" />
        <span aria-hidden="true">{language.toUpperCase()}</span>
      </button>
      {open && (
        <ul id="language-menu" className="dropdown lang-switcher__menu">
          {LANGUAGES.map((code) => (
            <li key={code}>
              <button
                type="button"
                className="dropdown__item"
                lang={code}
                aria-current={code === language ? 'true' : undefined}
                onClick={() => {
                  setLanguage(code);
                  close();
                }}
              >
                <span>{LANGUAGE_NAMES[code]}</span>
                {code === language && <Check size={16} aria-hidden="true" />}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
