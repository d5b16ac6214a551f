import { useState } from 'react';
import { courses } from '../../content/courses.ts';
import { HOURS_RANGE, PARTICIPANTS_RANGE, type DeliveryFormat } from '../../content/pricing.ts';
import { trainingQuote } from './lib/pricing.ts';
import { readRange } from './lib/range.ts';
import { NumberField } from './NumberField.tsx';
import { PriceBreakdown } from './PriceBreakdown.tsx';
import { FormatField } from './FormatField.tsx';
import { formatEuros } from '../../domain/format.ts';

/** Spec default: 40 hours when the catalogue does not give a course's hours. */
const courseHours = (course: (typeof courses)[number]) => course.hours ?? 40;
const pricedCourses = courses.filter((course) => course.price !== undefined);

export function TrainingQuoteForm() {
  const [courseSlug, setCourseSlug] = useState(pricedCourses[0]!.slug);
  const [participants, setParticipants] = useState('5');
  const [hours, setHours] = useState(String(courseHours(pricedCourses[0]!)));
  const [format, setFormat] = useState<DeliveryFormat>('online');
  const course = pricedCourses.find((item) => item.slug === courseSlug)!;
  const people = readRange(participants, PARTICIPANTS_RANGE, 'participantes');
  const length = readRange(hours, HOURS_RANGE, 'horas');
  const quote =
    people.value !== undefined && length.value !== undefined
      ? trainingQuote({
          courseTitle: course.title,
          coursePrice: course.price!,
          courseHours: courseHours(course),
          participants: people.value,
          hours: length.value,
          format,
        })
      : null;

  const chooseCourse = (slug: string) => {
    setCourseSlug(slug);
    setHours(String(courseHours(pricedCourses.find((item) => item.slug === slug)!)));
  };

  return (
    <div className="tool-layout">
      <form className="card tool-form" onSubmit={(event) => event.preventDefault()} aria-label="Datos de la formación">
        <div className="field">
          <label htmlFor="quote-course">Curso</label>
          <select id="quote-course" className="select" value={courseSlug} onChange={(event) => chooseCourse(event.target.value)}>
            {pricedCourses.map((item) => (
              <option key={item.slug} value={item.slug}>
                {item.title} ({formatEuros(item.price ?? 0)} por persona, {courseHours(item)} h)
              </option>
            ))}
          </select>
        </div>
        <NumberField
          id="quote-participants"
          label="Número de participantes"
          value={participants}
          onChange={setParticipants}
          {...PARTICIPANTS_RANGE}
          error={people.error}
        />
        <NumberField id="quote-hours" label="Horas de formación" value={hours} onChange={setHours} {...HOURS_RANGE} error={length.error} />
        <FormatField id="quote-format" value={format} onChange={setFormat} />
        <p className="field-hint">Descuentos por grupo: 10 % desde 3 personas, 15 % desde 6, 20 % desde 11 y 25 % desde 21.</p>
      </form>
      <div className="tool-output">
        <PriceBreakdown quote={quote} caption="Desglose de la formación" />
      </div>
    </div>
  );
}
