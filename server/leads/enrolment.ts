import { courseSummaries } from '../../site/content/courses/summaries.ts';
import type { CourseModality } from '../../site/content/courses/types.ts';
import { leadFieldMessage, type EnrolmentLead } from '../../site/domain/leads.ts';

const MODALITY_VALUES: Record<CourseModality, EnrolmentLead['modality']> = {
  Online: 'online',
  Presencial: 'presencial',
  Híbrido: 'hibrido',
};

/**
 * The enrolment must name a course of the catalogue, one of its published start dates, and that
 * edition's own modality (a hybrid-only course cannot be taken online).
 */
export function enrolmentProblems(lead: EnrolmentLead): Partial<Record<'course' | 'startDate' | 'modality', string>> {
  const course = courseSummaries.find((summary) => summary.slug === lead.course);
  if (!course) return { course: leadFieldMessage('course', 'invalid') };
  const edition = course.nextDates.find((next) => next.date === lead.startDate);
  if (!edition) return { startDate: leadFieldMessage('startDate', 'invalid') };
  if (MODALITY_VALUES[edition.modality] !== lead.modality) return { modality: leadFieldMessage('modality', 'invalid') };
  return {};
}
