import { Mail } from 'lucide-react';
import { useId, type RefObject } from 'react';
import { errorProps, FieldError } from '../../../components/forms/FieldError.tsx';
import { LeadFailure } from '../../../components/forms/LeadFailure.tsx';
import { LeadHiddenFields } from '../../../components/forms/LeadHiddenFields.tsx';
import { PrivacyNotice } from '../../../components/forms/PrivacyNotice.tsx';
import { SubmitButton } from '../../../components/forms/SubmitButton.tsx';
import { LEADS_ENDPOINT } from '../../../lib/leads/endpoint.ts';
import { leadFormTexts } from '../../../lib/leads/texts.ts';
import { useLeadForm } from '../../../lib/leads/use-lead-form.ts';
import { blogTexts } from '../texts.ts';

/**
 * A required email, double opt-in: the server mails a confirmation link, and only a confirmed
 * address receives the newsletter, so the visitor is asked to check their inbox.
 */
export function NewsletterForm({ interactiveSince }: { interactiveSince?: RefObject<number | undefined> }) {
  const id = useId();
  const lead = useLeadForm({ onSent: () => lead.formRef.current?.reset(), ...(interactiveSince ? { interactiveSince } : {}) });
  const { errors, status, result } = lead;

  return (
    <section className="sidebar-card newsletter" aria-labelledby={`${id}-title`}>
      <Mail size={24} aria-hidden="true" className="newsletter__icon" />
      <h2 id={`${id}-title`} className="sidebar-card__title">
        {blogTexts.newsletterTitle}
      </h2>
      <p className="newsletter__text">{blogTexts.newsletterText}</p>
      {result?.status === 'failed' ? <LeadFailure text={result.text} focusRef={lead.failureRef} /> : null}
      <form {...lead.formProps} className="newsletter__form" method="post" action={LEADS_ENDPOINT}>
        <LeadHiddenFields kind="newsletter" />
        <label htmlFor={`${id}-email`} className="newsletter__label">
          {blogTexts.newsletterLabel}
        </label>
        <input
          id={`${id}-email`}
          className="input"
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder={blogTexts.newsletterPlaceholder}
          {...errorProps(`${id}-email-error`, errors.email)}
        />
        <FieldError id={`${id}-email-error`} message={errors.email} />
        <PrivacyNotice kind="newsletter" />
        <SubmitButton sending={status === 'sending'} className="btn btn-primary btn-block" icon={null}>
          {blogTexts.newsletterSubmit}
        </SubmitButton>
      </form>
      <p className="newsletter__thanks" role="status">
        {status === 'sending' ? <span className="sr-only">{leadFormTexts.sendingStatus}</span> : null}
        {result?.status === 'sent' ? (
          <>
            <strong>{result.title}</strong> {result.text}
          </>
        ) : null}
      </p>
    </section>
  );
}
