import { CircleAlert } from 'lucide-react';
import type { Ref } from 'react';
import { company, whatsappUrl } from '../../content/company.ts';
import { leadFormTexts } from '../../lib/leads/texts.ts';

/** Why the lead did not go, that nothing typed was lost, and three other ways to reach the team. */
export function LeadFailure({ text, focusRef }: { text: string; focusRef: Ref<HTMLDivElement> }) {
  return (
    <div ref={focusRef} tabIndex={-1} className="alert alert--error lead-failure" role="alert">
      <CircleAlert size={22} aria-hidden="true" />
      <div>
        <strong>{leadFormTexts.failedTitle}</strong>
        <p>
          {text} {leadFormTexts.kept}
        </p>
        <p>{leadFormTexts.fallbackIntro}</p>
        <ul className="lead-failure__ways">
          <li>
            <a href={whatsappUrl(leadFormTexts.fallbackWhatsappMessage)} target="_blank" rel="noopener noreferrer">
              {leadFormTexts.fallbackWhatsapp} {company.whatsappDisplay}
            </a>
          </li>
          <li>
            <a href={`mailto:${company.email}`}>{company.email}</a>
          </li>
          <li>
            <a href={company.phoneHref}>{company.phone}</a>
          </li>
        </ul>
      </div>
    </div>
  );
}
