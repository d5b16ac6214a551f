import { PhoneCall } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { controlProps, Field } from '../../components/forms/Field.tsx';
import { FieldError } from '../../components/forms/FieldError.tsx';
import { InvalidBanner } from '../../components/forms/InvalidBanner.tsx';
import { LeadFailure } from '../../components/forms/LeadFailure.tsx';
import { LeadHiddenFields } from '../../components/forms/LeadHiddenFields.tsx';
import { PrivacyNotice } from '../../components/forms/PrivacyNotice.tsx';
import { SendingStatus } from '../../components/forms/SendingStatus.tsx';
import { SubmitButton } from '../../components/forms/SubmitButton.tsx';
import { callbackSlots } from '../../content/contact.ts';
import { LEADS_ENDPOINT } from '../../lib/leads/endpoint.ts';
import { useLeadForm } from '../../lib/leads/use-lead-form.ts';

interface Request {
  name: string;
  slot: string;
}

function Confirmation({ request, onChange }: { request: Request; onChange: () => void }) {
  const textRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => textRef.current?.focus(), []);
  const slot = callbackSlots.find((option) => option.value === request.slot);
  return (
    <div className="card contact-callback" role="status">
      <h2>Te llamamos</h2>
      <p ref={textRef} tabIndex={-1} className="contact-callback__done lead-done">
        ¡Gracias, {request.name}! Te llamaremos el próximo día laborable
        {slot ? ` por la ${slot.label.toLowerCase()}` : ''}.
      </p>
      <button type="button" className="btn btn-outline btn-sm" onClick={onChange}>
        Pedir otra llamada
      </button>
    </div>
  );
}

/** "Call me back": name, phone and a preferred slot, stored as a lead; the confirmation repeats what was asked. */
export function CallbackForm() {
  const [request, setRequest] = useState<Request>();
  const lead = useLeadForm({
    onSent: (fields) => setRequest({ name: String(fields.name ?? '').trim(), slot: String(fields.slot ?? '') }),
  });
  const { errors, status, result } = lead;

  if (status === 'sent' && request) {
    return (
      <Confirmation
        request={request}
        onChange={() => {
          setRequest(undefined);
          lead.restart();
        }}
      />
    );
  }

  return (
    <form {...lead.formProps} className="card contact-callback" method="post" action={LEADS_ENDPOINT} aria-labelledby="callback-title">
      <h2 id="callback-title">Te llamamos</h2>
      <p className="muted">Déjanos tu teléfono y te llamamos en la franja que prefieras.</p>
      {result?.status === 'invalid' ? <InvalidBanner text={result.message} /> : null}
      {result?.status === 'failed' ? <LeadFailure text={result.text} focusRef={lead.failureRef} /> : null}
      <LeadHiddenFields kind="callback" />
      <Field id="callback-name" label="Nombre" required error={errors.name}>
        <input {...controlProps('callback-name', errors.name)} name="name" className="input" type="text" autoComplete="name" required />
      </Field>
      <Field id="callback-phone" label="Teléfono" required error={errors.phone}>
        <input {...controlProps('callback-phone', errors.phone)} name="phone" className="input" type="tel" autoComplete="tel" required />
      </Field>
      <fieldset className="contact-callback__slots">
        <legend>Franja horaria preferida</legend>
        {callbackSlots.map((slot, index) => (
          <label key={slot.value} className="contact-callback__slot">
            <input type="radio" name="slot" value={slot.value} defaultChecked={index === 0} />
            {slot.label}
          </label>
        ))}
        <FieldError id="callback-slot-error" message={errors.slot} />
      </fieldset>
      <PrivacyNotice kind="callback" />
      <SubmitButton sending={status === 'sending'} className="btn btn-primary btn-block" icon={<PhoneCall size={18} aria-hidden="true" />}>
        Solicitar llamada
      </SubmitButton>
      <SendingStatus sending={status === 'sending'} />
    </form>
  );
}
