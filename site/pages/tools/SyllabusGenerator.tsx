import { Printer, Wand2 } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { courses } from '../../content/courses.ts';
import type { DeliveryFormat } from '../../content/pricing.ts';
import { readRange } from './lib/range.ts';
import { generateSyllabus, SYLLABUS_HOURS, SYLLABUS_LEVELS, type GeneratedSyllabus, type SyllabusLevel } from './lib/syllabus.ts';
import { NumberField } from './NumberField.tsx';
import { SyllabusResult } from './SyllabusResult.tsx';
import { FormatField } from './FormatField.tsx';

export function SyllabusGenerator() {
  const [courseSlug, setCourseSlug] = useState(courses[0]!.slug);
  const [level, setLevel] = useState<SyllabusLevel>('Principiante');
  const [hours, setHours] = useState('30');
  const [format, setFormat] = useState<DeliveryFormat>('online');
  const [focus, setFocus] = useState('');
  const [showError, setShowError] = useState(false);
  const [syllabus, setSyllabus] = useState<GeneratedSyllabus | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (syllabus) resultRef.current?.focus();
  }, [syllabus]);

  const length = readRange(hours, SYLLABUS_HOURS, 'horas');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (length.value === undefined) {
      setShowError(true);
      formRef.current?.querySelector<HTMLInputElement>('#syllabus-hours')?.focus();
      return;
    }
    setShowError(false);
    const course = courses.find((item) => item.slug === courseSlug)!;
    setSyllabus(generateSyllabus({ course, level, hours: length.value, format, focus }));
  };

  return (
    <div className="tool-layout">
      <form ref={formRef} className="card tool-form" onSubmit={submit} noValidate aria-labelledby="syllabus-form-title">
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
        <NumberField id="syllabus-hours" label="Horas totales" value={hours} onChange={setHours} {...SYLLABUS_HOURS} error={showError ? length.error : null} />
        <FormatField id="syllabus-format" value={format} onChange={setFormat} />
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
