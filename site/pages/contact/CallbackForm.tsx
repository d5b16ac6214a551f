import { PhoneCall } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { callbackSlots, type CallbackSlot } from '../../content/contact.ts';

interface Request {
  name: string;
  slot: CallbackSlot;
}

/** "Call me back": name, phone and a preferred slot; the confirmation repeats what was asked. */
export function CallbackForm() {
  const [request, setRequest] = useState<Request | null>(null);
  const confirmationRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (request) confirmationRef.current?.focus();
  }, [request]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setRequest({ name: String(data.get('name')).trim(), slot: data.get('slot') as CallbackSlot });
  };

  if (request) {
    const slot = callbackSlots.find((option) => option.value === request.slot)!;
    return (
      <div className="card contact-callback" role="status">
        <h2>Te llamamos</h2>
        <p ref={confirmationRef} tabIndex={-1} className="contact-callback__done">
          ¡Gracias, {request.name}! Te llamaremos el próximo día laborable por la {slot.label.toLowerCase()}.
        </p>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => setRequest(null)}>
          Cambiar la solicitud
        </button>
      </div>
    );
  }

  return (
    <form className="card contact-callback" onSubmit={submit} aria-labelledby="callback-title">
      <h2 id="callback-title">Te llamamos</h2>
      <p className="muted">Déjanos tu teléfono y te llamamos en la franja que prefieras.</p>
      <div className="field">
        <label htmlFor="callback-name">Nombre</label>
        <input id="callback-name" name="name" className="input" type="text" autoComplete="name" required />
      </div>
      <div className="field">
        <label htmlFor="callback-phone">Teléfono</label>
        <input id="callback-phone" name="phone" className="input" type="tel" autoComplete="tel" required />
      </div>
      <fieldset className="contact-callback__slots">
        <legend>Franja horaria preferida</legend>
        {callbackSlots.map((slot, index) => (
          <label key={slot.value} className="contact-callback__slot">
            <input type="radio" name="slot" value={slot.value} defaultChecked={index === 0} />
            {slot.label}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="btn btn-primary btn-block">
        <PhoneCall size={18} aria-hidden="true" />
        Solicitar llamada
      </button>
    </form>
  );
}
