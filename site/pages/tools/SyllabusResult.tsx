import type { Ref } from 'react';
import type { GeneratedSyllabus } from './lib/syllabus.ts';

interface SyllabusResultProps {
  syllabus: GeneratedSyllabus;
  headingRef: Ref<HTMLHeadingElement>;
}

/** The generated programme; the only thing printed when the visitor prints the page. */
export function SyllabusResult({ syllabus, headingRef }: SyllabusResultProps) {
  return (
    <article className="card syllabus-output print-area" aria-labelledby="syllabus-output-title">
      <p className="eyebrow">Temario propuesto</p>
      <h3 id="syllabus-output-title" ref={headingRef} tabIndex={-1}>
        {syllabus.title}
      </h3>
      <p>{syllabus.summary}</p>
      <dl className="syllabus-output__facts">
        <div>
          <dt>Duración</dt>
          <dd>{syllabus.totalHours} horas</dd>
        </div>
        <div>
          <dt>Módulos</dt>
          <dd>{syllabus.modules.length}</dd>
        </div>
        <div>
          <dt>Sesiones</dt>
          <dd>
            {syllabus.sessions} de {syllabus.sessionHours} h
          </dd>
        </div>
        <div>
          <dt>Nivel</dt>
          <dd>{syllabus.level}</dd>
        </div>
      </dl>
      <ol className="syllabus-output__modules">
        {syllabus.modules.map((module) => (
          <li key={module.number} className="syllabus-module">
            <div className="syllabus-module__header">
              <h4>
                Módulo {module.number}: {module.title}
              </h4>
              <span className="badge">{module.hours} horas</span>
            </div>
            <p>{module.description}</p>
            {module.topics.length > 0 ? (
              <ul className="check-list">
                {module.topics.map((topic) => (
                  <li key={topic}>{topic}</li>
                ))}
              </ul>
            ) : null}
            <p className="syllabus-module__activity">
              <strong>Metodología:</strong> {module.activity}
            </p>
          </li>
        ))}
      </ol>
    </article>
  );
}
