import { CircleCheck, Send } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { controlProps, Field, Required } from '../../components/forms/Field.tsx';
import { FieldError } from '../../components/forms/FieldError.tsx';
import { InvalidBanner } from '../../components/forms/InvalidBanner.tsx';
import { LeadFailure } from '../../components/forms/LeadFailure.tsx';
import { LeadHiddenFields } from '../../components/forms/LeadHiddenFields.tsx';
import { PrivacyNotice } from '../../components/forms/PrivacyNotice.tsx';
import { SendingStatus } from '../../components/forms/SendingStatus.tsx';
import { SubmitButton } from '../../components/forms/SubmitButton.tsx';
import { contactServiceOptions, contactTexts } from '../../content/contact.ts';
import { LEADS_ENDPOINT } from '../../lib/leads/endpoint.ts';
import { useLeadForm } from '../../lib/leads/use-lead-form.ts';
import { contactBanner } from './lib/contact-form.ts';

function Success({ onAgain }: { onAgain: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="card contact-success" role="status">
      <CircleCheck size={48} aria-hidden="true" className="contact-success__icon" />
      <h2 ref={headingRef} tabIndex={-1} className="lead-done">
        {contactTexts.successTitle}
      </h2>
      <p>{contactTexts.successText}</p>
      <button type="button" className="btn btn-outline" onClick={onAgain}>
        Enviar otro mensaje
      </button>
    </div>
  );
}

/**
 * The message form: posts to /api/leads natively (no JavaScript: 303 to /gracias/contacto) or
 * with fetch once hydrated, checked first with the shared rules and the spec's banner.
 */
export function ContactForm() {
  const lead = useLeadForm();
  const { errors, status, result } = lead;

  if (status === 'sent') return <Success onAgain={lead.restart} />;

  const field = (name: string, label: string, required = false) => ({ id: `contact-${name}`, label, required, error: errors[name] });
  const attrs = (name: string) => ({ ...controlProps(`contact-${name}`, errors[name]), name });

  return (
    <form {...lead.formProps} className="card contact-form" method="post" action={LEADS_ENDPOINT} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">Envíanos un mensaje</h2>
      <p className="muted">Los campos marcados con * son obligatorios.</p>
      {result?.status === 'invalid' && lead.lastLead ? <InvalidBanner {...contactBanner(lead.lastLead, result.message)} /> : null}
      {result?.status === 'failed' ? <LeadFailure text={result.text} focusRef={lead.failureRef} /> : null}
      <LeadHiddenFields kind="contact" />
      <div className="contact-form__grid">
        <Field {...field('name', 'Nombre completo', true)}>
          <input {...attrs('name')} className="input" type="text" autoComplete="name" required />
        </Field>
        <Field {...field('email', 'Correo electrónico', true)}>
          <input {...attrs('email')} className="input" type="email" autoComplete="email" required />
        </Field>
        <Field {...field('phone', 'Teléfono')}>
          <input {...attrs('phone')} className="input" type="tel" autoComplete="tel" />
        </Field>
        <Field {...field('company', 'Empresa')}>
          <input {...attrs('company')} className="input" type="text" autoComplete="organization" />
        </Field>
        <Field {...field('subject', 'Asunto', true)}>
          <input {...attrs('subject')} className="input" type="text" required />
        </Field>
        <Field {...field('service', 'Servicio de interés')}>
          <select {...attrs('service')} className="select" defaultValue="">
            <option value="">Selecciona un servicio</option>
            {contactServiceOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field {...field('message', 'Mensaje', true)}>
        <textarea {...attrs('message')} className="textarea" rows={6} required />
      </Field>
      <div className="contact-form__terms">
        <input {...attrs('acceptTerms')} type="checkbox" required />
        <label htmlFor="contact-acceptTerms">
          {contactTexts.termsLabel}
          <Required />
        </label>
      </div>
      <FieldError id="contact-acceptTerms-error" message={errors.acceptTerms} />
      <PrivacyNotice kind="contact" />
      <SubmitButton sending={status === 'sending'} className="btn btn-primary btn-lg" icon={<Send size={18} aria-hidden="true" />}>
        Enviar mensaje
      </SubmitButton>
      <SendingStatus sending={status === 'sending'} />
    </form>
  );
}
