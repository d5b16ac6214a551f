import { CircleAlert, CircleCheck, Send } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'wouter';
import { contactServiceOptions, contactTexts } from '../../content/contact.ts';
import { emptyContactForm, missingRequiredFields, type ContactFormData } from './logic/contact-form.ts';

type Status = 'editing' | 'error' | 'success';

function Required() {
  return (
    <span className="required" aria-hidden="true">
      {' '}*
    </span>
  );
}

export function ContactForm() {
  const [form, setForm] = useState<ContactFormData>(emptyContactForm);
  const [status, setStatus] = useState<Status>('editing');
  const [invalid, setInvalid] = useState<string[]>([]);
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (status === 'success') successRef.current?.focus();
  }, [status]);

  const update = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    const { name, value } = event.target;
    const next = event.target instanceof HTMLInputElement && event.target.type === 'checkbox' ? event.target.checked : value;
    setForm((current) => ({ ...current, [name]: next }));
    setInvalid((current) => current.filter((field) => field !== name));
  };

  /* The form is noValidate so the spec's rule and its banner run first; the browser's own checks
     (subject, terms, email format) then speak through reportValidity. */
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = missingRequiredFields(form);
    if (missing.length > 0) {
      setInvalid(missing);
      setStatus('error');
      formRef.current?.querySelector<HTMLElement>(`[name="${missing[0]}"]`)?.focus();
      return;
    }
    if (!formRef.current?.checkValidity()) {
      setStatus('editing');
      formRef.current?.reportValidity();
      return;
    }
    console.info('Formulario de contacto', form);
    setForm(emptyContactForm);
    setInvalid([]);
    setStatus('success');
  };

  if (status === 'success') {
    return (
      <div className="card contact-success" role="status">
        <CircleCheck size={48} aria-hidden="true" className="contact-success__icon" />
        <h2 ref={successRef} tabIndex={-1}>
          {contactTexts.successTitle}
        </h2>
        <p>{contactTexts.successText}</p>
        <button type="button" className="btn btn-outline" onClick={() => setStatus('editing')}>
          Enviar otro mensaje
        </button>
      </div>
    );
  }

  const field = (name: keyof ContactFormData) => ({
    id: `contact-${name}`,
    name,
    'aria-invalid': invalid.includes(name) ? true : undefined,
  });

  return (
    <form ref={formRef} className="card contact-form" noValidate onSubmit={submit} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">Envíanos un mensaje</h2>
      <p className="muted">Los campos marcados con * son obligatorios.</p>
      {status === 'error' ? (
        <div className="alert alert--error contact-form__error" role="alert">
          <CircleAlert size={22} aria-hidden="true" />
          <div>
            <strong>{contactTexts.errorTitle}</strong>
            <p>{contactTexts.errorText}</p>
          </div>
        </div>
      ) : null}
      <div className="contact-form__grid">
        <div className="field">
          <label htmlFor="contact-name">
            Nombre completo
            <Required />
          </label>
          <input {...field('name')} className="input" type="text" autoComplete="name" required value={form.name} onChange={update} />
        </div>
        <div className="field">
          <label htmlFor="contact-email">
            Correo electrónico
            <Required />
          </label>
          <input {...field('email')} className="input" type="email" autoComplete="email" required value={form.email} onChange={update} />
        </div>
        <div className="field">
          <label htmlFor="contact-phone">Teléfono</label>
          <input {...field('phone')} className="input" type="tel" autoComplete="tel" value={form.phone} onChange={update} />
        </div>
        <div className="field">
          <label htmlFor="contact-company">Empresa</label>
          <input {...field('company')} className="input" type="text" autoComplete="organization" value={form.company} onChange={update} />
        </div>
        <div className="field">
          <label htmlFor="contact-subject">
            Asunto
            <Required />
          </label>
          <input {...field('subject')} className="input" type="text" required value={form.subject} onChange={update} />
        </div>
        <div className="field">
          <label htmlFor="contact-service">Servicio de interés</label>
          <select {...field('service')} className="select" value={form.service} onChange={update}>
            <option value="">Selecciona un servicio</option>
            {contactServiceOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="field">
        <label htmlFor="contact-message">
          Mensaje
          <Required />
        </label>
        <textarea {...field('message')} className="textarea" rows={6} required value={form.message} onChange={update} />
      </div>
      <div className="contact-form__terms">
        <input id="contact-acceptTerms" name="acceptTerms" type="checkbox" required checked={form.acceptTerms} onChange={update} />
        <label htmlFor="contact-acceptTerms">
          {contactTexts.termsLabel}
          <Required />
        </label>
      </div>
      <p className="contact-form__privacy muted">
        Consulta cómo tratamos tus datos en nuestra <Link href="/privacidad">política de privacidad</Link>.
      </p>
      <button type="submit" className="btn btn-primary btn-lg">
        <Send size={18} aria-hidden="true" />
        Enviar mensaje
      </button>
    </form>
  );
}
