import { Send } from 'lucide-react';
import type { FormEvent } from 'react';
import { whatsappUrl } from '../../../content/company.ts';
import type { Course } from '../../../content/courses.ts';
import { toast } from '../../../lib/toast.ts';
import { ENROLMENT_MODALITIES, enrolmentMessage } from '../lib/enrolment.ts';
import { startDateOptions } from '../lib/start-dates.ts';

/**
 * Nothing is sent to a server: the request travels as a prefilled WhatsApp message that the
 * visitor sends. The fields keep their values, so nothing is lost if WhatsApp is closed.
 */
export function EnrolmentForm({ course }: { course: Course }) {
  const dates = startDateOptions(course);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const field = (name: string) => String(data.get(name) ?? '').trim();
    const label = (options: readonly { value: string; label: string }[], value: string) =>
      options.find((option) => option.value === value)?.label ?? value;
    const message = enrolmentMessage({
      course: course.title,
      name: field('nombre'),
      email: field('email'),
      phone: field('telefono'),
      modality: label(ENROLMENT_MODALITIES, field('modalidad')),
      startDate: label(dates, field('inicio')),
    });
    window.open(whatsappUrl(message), '_blank', 'noopener');
    toast({
      title: 'Solicitud preparada',
      description: 'Hemos abierto WhatsApp con tus datos: envía el mensaje y te confirmamos la plaza en 24 horas.',
      variant: 'success',
    });
  };

  return (
    <form className="enrolment-form" onSubmit={onSubmit} aria-label="Formulario de inscripción">
      <div className="field">
        <label htmlFor="inscripcion-nombre">
          Nombre completo <span className="required" aria-hidden="true">*</span>
        </label>
        <input id="inscripcion-nombre" name="nombre" className="input" autoComplete="name" required />
      </div>
      <div className="field">
        <label htmlFor="inscripcion-email">
          Email <span className="required" aria-hidden="true">*</span>
        </label>
        <input id="inscripcion-email" name="email" type="email" className="input" autoComplete="email" required />
      </div>
      <div className="field">
        <label htmlFor="inscripcion-telefono">Teléfono</label>
        <input id="inscripcion-telefono" name="telefono" type="tel" className="input" autoComplete="tel" />
      </div>
      <div className="field">
        <label htmlFor="inscripcion-modalidad">Modalidad</label>
        <select id="inscripcion-modalidad" name="modalidad" className="select" defaultValue="online">
          {ENROLMENT_MODALITIES.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="inscripcion-inicio">Fecha de inicio</label>
        <select id="inscripcion-inicio" name="inicio" className="select">
          {dates.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn-primary btn-block btn-lg">
        <Send size={18} aria-hidden="true" />
        Solicitar plaza
      </button>
      <p className="enrolment-form__note muted">Sin pago por adelantado: te confirmamos la plaza antes de cobrar nada.</p>
    </form>
  );
}
