import { Search } from 'lucide-react';
import { COURSE_LEVELS } from '../../../content/courses/types.ts';
import type { CourseFilters } from '../lib/filters.ts';

interface CourseFilterBarProps {
  filters: CourseFilters;
  formats: string[];
  onChange: (filters: CourseFilters) => void;
}

export function CourseFilterBar({ filters, formats, onChange }: CourseFilterBarProps) {
  return (
    <form className="course-filters" role="search" aria-label="Filtrar cursos" onSubmit={(event) => event.preventDefault()}>
      <div className="field course-filters__search">
        <label htmlFor="curso-busqueda">Buscar</label>
        <div className="input-icon">
          <Search size={18} aria-hidden="true" />
          <input
            id="curso-busqueda"
            className="input"
            type="search"
            placeholder="Ej.: machine learning, GPT-4…"
            value={filters.query}
            onChange={(event) => onChange({ ...filters, query: event.target.value })}
          />
        </div>
      </div>
      <div className="field">
        <label htmlFor="curso-nivel">Nivel</label>
        <select id="curso-nivel" className="select" value={filters.level} onChange={(event) => onChange({ ...filters, level: event.target.value })}>
          <option value="">Todos los niveles</option>
          {COURSE_LEVELS.map((level) => (
            <option key={level} value={level}>
              {level}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="curso-formato">Formato</label>
        <select id="curso-formato" className="select" value={filters.format} onChange={(event) => onChange({ ...filters, format: event.target.value })}>
          <option value="">Todos los formatos</option>
          {formats.map((format) => (
            <option key={format} value={format}>
              {format}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
