import { useId } from 'react';
import { useLocation } from 'wouter';
import { PRIVACY_NOTICE_VERSION } from '../../content/privacy-notice.ts';
import type { LeadKind } from '../../domain/leads.ts';
import { leadFormTexts } from '../../lib/leads/texts.ts';

/**
 * What every lead form sends besides the visitor's answers, in the markup itself so a post
 * without JavaScript carries it too: the kind of lead, the page it came from, the version of the
 * privacy notice shown, and the honeypot (people never see or reach it; bots fill it in).
 */
export function LeadHiddenFields({ kind }: { kind: LeadKind }) {
  const [path] = useLocation();
  const id = useId();
  return (
    <>
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="page" value={path} />
      <input type="hidden" name="consentVersion" value={PRIVACY_NOTICE_VERSION} />
      <div className="lead-trap" aria-hidden="true">
        <label htmlFor={`${id}-website`}>{leadFormTexts.honeypotLabel}</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </>
  );
}
