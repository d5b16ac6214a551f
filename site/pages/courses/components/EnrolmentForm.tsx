import { CircleCheck, MessageCircle, Send } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { controlProps, Field } from '../../../components/forms/Field.tsx';
import { InvalidBanner } from '../../../components/forms/InvalidBanner.tsx';
import { LeadFailure } from '../../../components/forms/LeadFailure.tsx';
import { LeadHiddenFields } from '../../../components/forms/LeadHiddenFields.tsx';
import { PrivacyNotice } from '../../../components/forms/PrivacyNotice.tsx';
import { SendingStatus } from '../../../components/forms/SendingStatus.tsx';
import { SubmitButton } from '../../../components/forms/SubmitButton.tsx';
import { whatsappUrl } from '../../../content/company.ts';
import type { Course } from '../../../content/courses.ts';
import { LEADS_ENDPOINT } from '../../../lib/leads/endpoint.ts';
import { useLeadForm } from '../../../lib/leads/use-lead-form.ts';
import { datesFor, enrolmentChoices, enrolmentMessage, type EnrolmentChoices, type EnrolmentDateOption } from '../lib/enrolment.ts';

function DateOptions({ choices, dates, grouped }: { choices: EnrolmentChoices; dates: EnrolmentDateOption[]; grouped: boolean }) {
  const option = (date: EnrolmentDateOption) => (
    <option key={date.value} value={date.value}>
      {date.label}
    </option>
  );
  if (!grouped) return <>{dates.map(option)}</>;
  // Without JavaScript the list cannot follow the modality: group the editions by it instead.
  return (
    <>
      {choices.modalities.map((modality) => (
        <optgroup key={modality.value} label={modality.label}>
          {dates.filter((date) => date.modality === modality.value).map(option)}
        </optgroup>
      ))}
    </>
  );
}

function WhatsAppHandOff({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="btn btn-outline btn-block enrolment-form__whatsapp">
      <MessageCircle size={18} aria-hidden="true" />
      {children}
    </a>
  );
}

function Confirmation({ title, text, summary, whatsapp }: { title: string; text: string; summary: string; whatsapp: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="enrolment-done" role="status">
      <CircleCheck size={40} aria-hidden="true" className="enrolment-done__icon" />
      <h3 ref={headingRef} tabIndex={-1} className="lead-done">
        {title}
      </h3>
      <p>{text}</p>
      <p className="enrolment-done__summary">{summary}</p>
      <WhatsAppHandOff href={whatsapp}>Hablarlo por WhatsApp</WhatsAppHandOff>
    </div>
  );
}

/**
 * A place request, stored and delivered like any lead. The modalities and dates are the course's
 * own (a date's modality matches the chosen one); WhatsApp stays as an optional second way.
 */
export function EnrolmentForm({ course, interactiveSince }: { course: Course; interactiveSince?: RefObject<number | undefined> }) {
  const choices = useMemo(() => enrolmentChoices(course), [course]);
  const [modality, setModality] = useState<string>(choices.modalities[0]!.value);
  const [startDate, setStartDate] = useState(choices.dates[0]?.value ?? '');
  const lead = useLeadForm(interactiveSince ? { interactiveSince } : {});
  const { errors, status, result } = lead;
  const interactive = lead.startedAt !== undefined;
  const dates = interactive ? datesFor(choices, modality) : choices.dates;
  // A date of another modality gives way to the first date of this one.
  const chosenDate = dates.some((date) => date.value === startDate) ? startDate : (dates[0]?.value ?? '');
  const grouped = !interactive && choices.modalities.length > 1 && choices.dates.every((date) => date.modality);

  // Whatever was chosen before hydration stays chosen.
  useEffect(() => {
    const form = lead.formRef.current;
    if (!form) return;
    setModality((form.elements.namedItem('modality') as HTMLSelectElement).value);
    setStartDate((form.elements.namedItem('startDate') as HTMLSelectElement).value);
  }, [lead.formRef]);

  const modalityLabel = choices.modalities.find((option) => option.value === modality)?.label ?? modality;
  const dateLabel = choices.dates.find((date) => date.value === chosenDate)?.label ?? chosenDate;
  const whatsapp = whatsappUrl(enrolmentMessage({ course: course.title, modality: modalityLabel, startDate: dateLabel }));

  if (result?.status === 'sent') {
    return <Confirmation title={result.title} text={result.text} summary={`${course.title} · ${modalityLabel} · ${dateLabel}`} whatsapp={whatsapp} />;
  }

  return (
    <form {...lead.formProps} className="enrolment-form" method="post" action={LEADS_ENDPOINT} aria-label="Formulario de inscripción">
      {result?.status === 'invalid' ? <InvalidBanner text={result.message} /> : null}
      {result?.status === 'failed' ? <LeadFailure text={result.text} focusRef={lead.failureRef} /> : null}
      <LeadHiddenFields kind="enrolment" />
      <input type="hidden" name="course" value={course.slug} />
      <Field id="inscripcion-nombre" label="Nombre completo" required error={errors.fullName}>
        <input {...controlProps('inscripcion-nombre', errors.fullName)} name="fullName" className="input" autoComplete="name" required />
      </Field>
      <Field id="inscripcion-email" label="Correo electrónico" required error={errors.email}>
        <input {...controlProps('inscripcion-email', errors.email)} name="email" type="email" className="input" autoComplete="email" required />
      </Field>
      <Field id="inscripcion-telefono" label="Teléfono" error={errors.phone}>
        <input {...controlProps('inscripcion-telefono', errors.phone)} name="phone" type="tel" className="input" autoComplete="tel" />
      </Field>
      <Field id="inscripcion-modalidad" label="Modalidad" error={errors.modality}>
        <select
          {...controlProps('inscripcion-modalidad', errors.modality)}
          name="modality"
          className="select"
          defaultValue={choices.modalities[0]!.value}
          onChange={(event) => setModality(event.target.value)}
        >
          {choices.modalities.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </Field>
      <Field id="inscripcion-inicio" label="Fecha de inicio" error={errors.startDate ?? errors.course}>
        <select
          {...controlProps('inscripcion-inicio', errors.startDate)}
          name="startDate"
          className="select"
          key={interactive ? modality : 'every-modality'}
          defaultValue={chosenDate}
          onChange={(event) => setStartDate(event.target.value)}
        >
          <DateOptions choices={choices} dates={dates} grouped={grouped} />
        </select>
      </Field>
      <PrivacyNotice kind="enrolment" />
      <SubmitButton sending={status === 'sending'} className="btn btn-primary btn-block btn-lg" icon={<Send size={18} aria-hidden="true" />}>
        Solicitar plaza
      </SubmitButton>
      <SendingStatus sending={status === 'sending'} />
      <p className="enrolment-form__note muted">Sin pago por adelantado: te confirmamos la plaza antes de cobrar nada.</p>
      <WhatsAppHandOff href={whatsapp}>Prefiero reservar por WhatsApp</WhatsAppHandOff>
    </form>
  );
}
