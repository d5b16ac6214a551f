import type { Course, CourseModality } from '../../../content/courses.ts';
import { startDateOptions, type StartDateOption } from './start-dates.ts';

/** Spec section 9: the enrolment modality options, in this order. */
export const ENROLMENT_MODALITIES = [
  { value: 'online', label: 'Online' },
  { value: 'presencial', label: 'Presencial (Madrid)' },
  { value: 'hibrido', label: 'Híbrido' },
] as const;

export type EnrolmentModality = (typeof ENROLMENT_MODALITIES)[number]['value'];

const modalityOf: Record<CourseModality, EnrolmentModality> = {
  Online: 'online',
  Presencial: 'presencial',
  Híbrido: 'hibrido',
};

export interface ModalityOption {
  value: EnrolmentModality;
  label: string;
}

export interface EnrolmentDateOption extends StartDateOption {
  /** The modality of that edition; absent for the spec's generic dates, which suit any modality. */
  modality?: EnrolmentModality;
}

export interface EnrolmentChoices {
  modalities: ModalityOption[];
  dates: EnrolmentDateOption[];
}

/**
 * What a course really offers: only the modalities of its published editions (a hybrid-only
 * course does not offer "Online"), each date with its own modality. A course without a calendar
 * offers the spec's three modalities and its generic dates.
 */
export function enrolmentChoices(course: Course): EnrolmentChoices {
  if (course.nextDates.length === 0) {
    return { modalities: [...ENROLMENT_MODALITIES], dates: startDateOptions(course) };
  }
  const offered = new Set(course.nextDates.map((edition) => modalityOf[edition.modality]));
  const onSiteCities = [...new Set(course.nextDates.filter((edition) => edition.modality === 'Presencial' && edition.city).map((edition) => edition.city!))];
  const modalities = ENROLMENT_MODALITIES.filter((option) => offered.has(option.value)).map((option) => ({
    value: option.value,
    label: option.value === 'presencial' && onSiteCities.length > 0 ? `Presencial (${onSiteCities.join(' o ')})` : option.label,
  }));
  const labels = startDateOptions(course);
  const dates = course.nextDates.map((edition, index) => ({ ...labels[index]!, modality: modalityOf[edition.modality] }));
  return { modalities, dates };
}

/** The dates that match a modality, in calendar order. */
export function datesFor(choices: EnrolmentChoices, modality: string): EnrolmentDateOption[] {
  return choices.dates.filter((date) => !date.modality || date.modality === modality);
}

export interface EnrolmentHandOff {
  course: string;
  modality: string;
  startDate: string;
}

/**
 * The optional WhatsApp hand-off: the course, modality and date only. WhatsApp already tells the
 * team who writes, and nothing personal travels in the wa.me address.
 */
export function enrolmentMessage(request: EnrolmentHandOff): string {
  return [`Hola, quiero reservar plaza en el curso "${request.course}".`, `Modalidad: ${request.modality}`, `Fecha de inicio: ${request.startDate}`].join('\n');
}
