/**
 * The call-back request inside the chat, under a reply to "llamadme…": a button first, and only
 * when the visitor presses it a short form (name, phone prefilled from their message, slot,
 * consent box with the site's own privacy notice). It posts to /api/leads as a call-back with
 * source 'chat', the same contract, validation, rate limit and spam rules as /contacto's form;
 * nothing leaves the browser before the box is ticked and the form submitted. What was typed is
 * kept per offer while the page lives, so an error or closing the chat loses nothing.
 */
import { h } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { callbackSlots } from '../../site/content/contact.ts';
import { CONSENT_LABEL, noticeFor, PRIVACY_NOTICE_VERSION } from '../../site/content/privacy-notice.ts';
import type { WidgetContext } from '../shell/context.ts';
import { siteLink } from '../shell/links.ts';

/** Defined by vite.widgets.config.ts from site/content/company.ts. */
declare const __IAW_LEGAL_NAME__: string;

type Field = 'name' | 'phone' | 'slot' | 'acceptTerms';
type Errors = Partial<Record<Field, string>>;

interface Offer {
  open: boolean;
  name: string;
  phone: string;
  slot: string;
  consent: boolean;
  website: string;
  startedAt: number;
  sending: boolean;
  sent: boolean;
  alert: string;
  errors: Errors;
}

const T = {
  offer: 'Pedir que me llamen',
  title: 'Te llamamos',
  name: 'Nombre',
  phone: 'Teléfono',
  slot: 'Franja horaria preferida',
  send: 'Solicitar llamada',
  sending: 'Enviando…',
  nameMissing: 'Escribe tu nombre.',
  phoneMissing: 'Escribe tu teléfono.',
  consentMissing: 'Marca la casilla para aceptar el tratamiento de tus datos: sin ella no enviamos nada.',
  invalid: 'Revisa los campos marcados: faltan datos o alguno no es válido.',
  kept: 'Lo que has escrito sigue aquí.',
  network: 'No hemos podido enviar la solicitud. Comprueba tu conexión e inténtalo de nuevo.',
  trap: 'No rellenes este campo',
};

const FIELDS: Field[] = ['name', 'phone', 'slot', 'acceptTerms'];
const offers = new Map<string, Offer>();

export function CallbackForm({ context, id, phone }: { context: WidgetContext; id: string; phone: string }) {
  const [offer, setOffer] = useState<Offer>(
    () =>
      offers.get(id) ?? {
        open: false,
        name: '',
        phone,
        slot: callbackSlots[0].value,
        consent: false,
        website: '',
        startedAt: 0,
        sending: false,
        sent: false,
        alert: '',
        errors: {},
      },
  );
  const focusTo = useRef<string>('');
  const root = useRef<HTMLDivElement>(null);
  const update = (change: Partial<Offer>) =>
    setOffer((current) => {
      const next = { ...current, ...change };
      offers.set(id, next);
      return next;
    });
  const { config } = context.store.get();
  const key = `cb-${id}`;

  // Focus moves only after the visitor acted: opening the form, a refused send, a sent one.
  useLayoutEffect(() => {
    const target = focusTo.current;
    focusTo.current = '';
    if (target) root.current?.querySelector<HTMLElement>(target)?.focus();
  });

  if (offer.sent) {
    const slot = callbackSlots.find((option) => option.value === offer.slot);
    return (
      <div ref={root}>
        <p class="bubble callback-done" role="status" tabIndex={-1}>
          ¡Gracias, {offer.name.trim()}! Te llamaremos el próximo día laborable
          {slot ? ` por la ${slot.label.toLowerCase()}` : ''}.
        </p>
      </div>
    );
  }
  if (!offer.open) {
    return (
      <div ref={root}>
        <button
          type="button"
          class="source"
          onClick={() => {
            focusTo.current = 'input';
            update({ open: true, startedAt: offer.startedAt || Date.now() });
          }}
        >
          {T.offer}
        </button>
      </div>
    );
  }

  const refuse = (errors: Errors, alert: string) => {
    const first = FIELDS.find((field) => errors[field]);
    focusTo.current = first ? `[name=${first}]` : '';
    update({ errors, alert: `${alert} ${T.kept}`, sending: false });
  };

  const submit = async (event: Event) => {
    event.preventDefault();
    if (offer.sending) return;
    const errors: Errors = {};
    if (!offer.name.trim()) errors.name = T.nameMissing;
    if (!offer.phone.trim()) errors.phone = T.phoneMissing;
    if (!offer.consent) errors.acceptTerms = T.consentMissing;
    if (errors.name || errors.phone || errors.acceptTerms) return refuse(errors, T.invalid);
    update({ sending: true, alert: '', errors: {} });
    try {
      const response = await context.win.fetch(`${config.api}/api/leads`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          kind: 'callback',
          source: 'chat',
          name: offer.name,
          phone: offer.phone,
          slot: offer.slot,
          acceptTerms: true,
          consentVersion: PRIVACY_NOTICE_VERSION,
          page: context.win.location.pathname.slice(0, 300),
          startedAt: offer.startedAt,
          website: offer.website,
        }),
      });
      const body = (await response.json().catch(() => ({}))) as { message?: unknown; errors?: Errors };
      if (response.ok) {
        focusTo.current = '[role=status]';
        return update({ sent: true, sending: false });
      }
      refuse(body.errors ?? {}, typeof body.message === 'string' ? body.message : T.network);
    } catch {
      refuse({}, T.network);
    }
  };

  const notice = noticeFor('callback', __IAW_LEGAL_NAME__);
  const described = (field: Field) => (offer.errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${key}-${field}-error` } : {});
  const error = (field: Field) =>
    offer.errors[field] && (
      <span id={`${key}-${field}-error`} class="callback-error">
        {offer.errors[field]}
      </span>
    );
  const input = (field: 'name' | 'phone', label: string, type: string, autoComplete: string) => (
    <label>
      {label}
      <input
        name={field}
        type={type}
        value={offer[field]}
        autoComplete={autoComplete}
        maxLength={field === 'name' ? 120 : 30}
        aria-required="true"
        {...described(field)}
        onInput={(event) => update({ [field]: (event.target as HTMLInputElement).value })}
      />
      {error(field)}
    </label>
  );

  return (
    <div ref={root}>
      <form class="callback" noValidate aria-labelledby={`${key}-title`} onSubmit={(event) => void submit(event)}>
        <p id={`${key}-title`} class="callback-title">
          {T.title}
        </p>
        {input('name', T.name, 'text', 'name')}
        {input('phone', T.phone, 'tel', 'tel')}
        <fieldset>
          <legend>{T.slot}</legend>
          {callbackSlots.map((slot) => (
            <label key={slot.value} class="callback-check">
              <input type="radio" name="slot" value={slot.value} checked={offer.slot === slot.value} onChange={() => update({ slot: slot.value })} />
              {slot.label}
            </label>
          ))}
          {error('slot')}
        </fieldset>
        <div class="visually-hidden" aria-hidden="true">
          <label>
            {T.trap}
            <input
              name="website"
              tabIndex={-1}
              autoComplete="off"
              value={offer.website}
              onInput={(event) => update({ website: (event.target as HTMLInputElement).value })}
            />
          </label>
        </div>
        <label class="callback-check">
          <input
            name="acceptTerms"
            type="checkbox"
            checked={offer.consent}
            aria-required="true"
            {...described('acceptTerms')}
            onChange={(event) => update({ consent: (event.target as HTMLInputElement).checked })}
          />
          {CONSENT_LABEL}
        </label>
        {error('acceptTerms')}
        <p class="callback-notice">
          <strong>Responsable:</strong> {notice.responsible} <strong>Finalidad:</strong> {notice.purpose} {notice.rights}{' '}
          <a href={siteLink(config.site, context.here, '/privacidad')}>{notice.link}</a>.
        </p>
        {offer.alert.trim() && (
          <p class="callback-error" role="alert">
            {offer.alert.trim()}
          </p>
        )}
        <button type="submit" class="send-callback" aria-disabled={offer.sending}>
          {offer.sending ? T.sending : T.send}
        </button>
      </form>
    </div>
  );
}
