import { Printer, Wand2 } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { courses } from '../../content/courses.ts';
import { formatRules, type DeliveryFormat } from '../../content/pricing.ts';
import { parseWholeNumber } from './logic/parse-integer.ts';
import { generateSyllabus, SYLLABUS_HOURS, SYLLABUS_LEVELS, type GeneratedSyllabus, type SyllabusLevel } from './logic/syllabus.ts';
import { SyllabusResult } from './SyllabusResult.tsx';

const HOURS_ERROR = `Indica un número entero de horas entre ${SYLLABUS_HOURS.min} y ${SYLLABUS_HOURS.max}.`;

export function SyllabusGenerator() {
  const [courseSlug, setCourseSlug] = useState(courses[0]!.slug);
  const [level, setLevel] = useState<SyllabusLevel>('Principiante');
  const [hours, setHours] = useState('30');
  const [format, setFormat] = useState<DeliveryFormat>('online');
  const [focus, setFocus] = useState('');
  const [hoursError, setHoursError] = useState(false);
  const [syllabus, setSyllabus] = useState<GeneratedSyllabus | null>(null);
  const hoursRef = useRef<HTMLInputElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (syllabus) resultRef.current?.focus();
  }, [syllabus]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const total = parseWholeNumber(hours);
    if (total === undefined || total < SYLLABUS_HOURS.min || total > SYLLABUS_HOURS.max) {
      setHoursError(true);
      hoursRef.current?.focus();
      return;
    }
    setHoursError(false);
    const course = courses.find((item) => item.slug === courseSlug)!;
    setSyllabus(generateSyllabus({ course, level, hours: total, format, focus }));
  };

  return (
    <div className="tool-layout">
      <form className="card tool-form" onSubmit={submit} noValidate aria-labelledby="syllabus-form-title">
        <h2 id="syllabus-form-title">Generador de temarios</h2>
        <p className="muted">Elige un tema del catálogo y te proponemos un programa adaptado, módulo a módulo.</p>
        <div className="field">
          <label htmlFor="syllabus-course">Tema</label>
          <select id="syllabus-course" className="select" value={courseSlug} onChange={(event) => setCourseSlug(event.target.value)}>
            {courses.map((course) => (
              <option key={course.slug} value={course.slug}>
                {course.title}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="syllabus-level">Nivel del grupo</label>
          <select id="syllabus-level" className="select" value={level} onChange={(event) => setLevel(event.target.value as SyllabusLevel)}>
            {SYLLABUS_LEVELS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="syllabus-hours">Horas totales</label>
          <input
            ref={hoursRef}
            id="syllabus-hours"
            className="input"
            type="number"
            inputMode="numeric"
            min={SYLLABUS_HOURS.min}
            max={SYLLABUS_HOURS.max}
            step={1}
            value={hours}
            onChange={(event) => setHours(event.target.value)}
            aria-invalid={hoursError || undefined}
            aria-describedby="syllabus-hours-hint"
          />
          <span id="syllabus-hours-hint" className={hoursError ? 'field-error' : 'field-hint'}>
            {hoursError ? HOURS_ERROR : `Entre ${SYLLABUS_HOURS.min} y ${SYLLABUS_HOURS.max} horas.`}
          </span>
        </div>
        <div className="field">
          <label htmlFor="syllabus-format">Formato</label>
          <select id="syllabus-format" className="select" value={format} onChange={(event) => setFormat(event.target.value as DeliveryFormat)}>
            {formatRules.map((rule) => (
              <option key={rule.value} value={rule.value}>
                {rule.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="syllabus-focus">Enfoque (opcional)</label>
          <input
            id="syllabus-focus"
            className="input"
            type="text"
            maxLength={60}
            placeholder="Por ejemplo: el sector seguros"
            value={focus}
            onChange={(event) => setFocus(event.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-primary btn-block">
          <Wand2 size={18} aria-hidden="true" />
          Generar temario
        </button>
      </form>
      <div className="tool-output">
        {syllabus ? (
          <>
            <SyllabusResult syllabus={syllabus} headingRef={resultRef} />
            <div className="actions tool-output__actions">
              <button type="button" className="btn btn-outline" onClick={() => window.print()}>
                <Printer size={18} aria-hidden="true" />
                Imprimir temario
              </button>
              <Link className="btn btn-primary" href="/contacto">
                Solicitar este programa
              </Link>
            </div>
          </>
        ) : (
          <div className="tool-empty">
            <Wand2 size={40} aria-hidden="true" />
            <p>Tu temario aparecerá aquí. Elige tema, nivel, horas y formato y pulsa «Generar temario».</p>
          </div>
        )}
      </div>
    </div>
  );
}
