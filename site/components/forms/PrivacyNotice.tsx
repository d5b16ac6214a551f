import { Link } from 'wouter';
import { privacyNotice } from '../../content/privacy-notice.ts';
import type { LeadKind } from '../../domain/leads.ts';

/** The first layer of the privacy information, right by the submit button. */
export function PrivacyNotice({ kind }: { kind: LeadKind }) {
  const notice = privacyNotice(kind);
  return (
    <p className="privacy-notice">
      <strong>Responsable:</strong> {notice.responsible} <strong>Finalidad:</strong> {notice.purpose} {notice.rights}{' '}
      <Link href="/privacidad">{notice.link}</Link>.
    </p>
  );
}
