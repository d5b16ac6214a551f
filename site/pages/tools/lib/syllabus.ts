import type { Course, SyllabusModule } from '../../../content/courses.ts';
import { formatRules, type DeliveryFormat } from '../../../content/pricing.ts';

export type SyllabusLevel = 'Principiante' | 'Intermedio' | 'Avanzado';

export const SYLLABUS_LEVELS: SyllabusLevel[] = ['Principiante', 'Intermedio', 'Avanzado'];
export const SYLLABUS_HOURS = { min: 6, max: 200 } as const;
/** Spec defaults: a course without syllabus gets 5 modules of 8 hours; a module without duration, 5 hours. */
const DEFAULT_MODULE_HOURS = 5;
const MIN_MODULE_HOURS = 2;

export interface SyllabusRequest {
  course: Course;
  level: SyllabusLevel;
  hours: number;
  format: DeliveryFormat;
  /** Optional sector or team the programme is adapted to, e.g. 'el sector seguros'. */
  focus?: string;
}

export interface GeneratedModule {
  number: number;
  title: string;
  hours: number;
  description: string;
  topics: string[];
  activity: string;
}

export interface GeneratedSyllabus {
  title: string;
  summary: string;
  level: SyllabusLevel;
  formatLabel: string;
  totalHours: number;
  sessions: number;
  sessionHours: number;
  modules: GeneratedModule[];
}

const defaultSyllabus = (course: Course): SyllabusModule[] =>
  ['Fundamentos', 'Herramientas y técnicas', 'Casos prácticos', 'Despliegue y buenas prácticas', 'Proyecto final'].map((title) => ({
    title,
    duration: '8 horas',
    description: `${title} de ${course.title}.`,
    topics: course.tags.slice(0, 3),
  }));

const levelRank = (level: string): number => (level === 'Principiante' ? 0 : level === 'Avanzado' ? 2 : 1);

function moduleHours(module: SyllabusModule): number {
  const hours = Number.parseInt(module.duration ?? '', 10);
  return Number.isFinite(hours) && hours > 0 ? hours : DEFAULT_MODULE_HOURS;
}

/** Catalogue modules adapted to the level: a levelling module for beginners, a deep dive for experts. */
function modulesForLevel(course: Course, level: SyllabusLevel): SyllabusModule[] {
  const base = course.syllabus?.length ? course.syllabus : defaultSyllabus(course);
  const gap = levelRank(level) - levelRank(course.level);
  if (gap < 0) {
    const levelling: SyllabusModule = {
      title: 'Nivelación: conceptos y herramientas de partida',
      duration: '4 horas',
      description: `Los conocimientos previos que pide ${course.title}, explicados desde cero.`,
      topics: course.requirements.slice(0, 3),
    };
    return [levelling, ...base];
  }
  if (gap > 0) {
    const last = base[base.length - 1]!;
    const deepDive: SyllabusModule = {
      title: 'Profundización avanzada y casos límite',
      duration: '6 horas',
      description: 'Optimización, evaluación rigurosa y despliegue en producción de lo aprendido.',
      topics: course.skills.slice(0, 3),
    };
    return [...base.slice(0, -1), deepDive, last];
  }
  return base;
}

/** Keeps the first modules and always the closing one, so the programme ends with its project. */
function fitModuleCount(modules: SyllabusModule[], totalHours: number): SyllabusModule[] {
  const maxModules = Math.max(2, Math.floor(totalHours / MIN_MODULE_HOURS));
  if (modules.length <= maxModules) return modules;
  return [...modules.slice(0, maxModules - 1), modules[modules.length - 1]!];
}

/** Every module gets the minimum, the rest is shared by catalogue weight (largest remainder, exact sum). */
function distributeHours(weights: number[], totalHours: number): number[] {
  const spare = totalHours - MIN_MODULE_HOURS * weights.length;
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  const exact = weights.map((weight) => (spare * weight) / weightSum);
  const hours = exact.map((value) => Math.floor(value));
  let left = spare - hours.reduce((sum, value) => sum + value, 0);
  const byRemainder = exact.map((value, index) => ({ index, rest: value - Math.floor(value) })).sort((a, b) => b.rest - a.rest);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    hours[index]! += 1;
    left -= 1;
  }
  return hours.map((value) => value + MIN_MODULE_HOURS);
}

export function generateSyllabus(request: SyllabusRequest): GeneratedSyllabus {
  const format = formatRules.find((rule) => rule.value === request.format);
  if (!format) throw new Error(`Unknown delivery format: ${request.format}`);
  const focus = request.focus?.trim();
  const modules = fitModuleCount(modulesForLevel(request.course, request.level), request.hours);
  const hours = distributeHours(modules.map(moduleHours), request.hours);
  const lastIndex = modules.length - 1;
  return {
    title: focus ? `${request.course.title} aplicado a ${focus}` : request.course.title,
    summary: `Programa de ${request.hours} horas, nivel ${request.level.toLowerCase()}, en formato ${format.label.toLowerCase()}, basado en el temario de nuestro curso ${request.course.title}.`,
    level: request.level,
    formatLabel: format.label,
    totalHours: request.hours,
    sessionHours: format.sessionHours,
    sessions: Math.ceil(request.hours / format.sessionHours),
    modules: modules.map((module, index) => ({
      number: index + 1,
      title: module.title,
      hours: hours[index]!,
      description: module.description,
      topics: index === lastIndex && focus ? [...module.topics, `Aplicación a ${focus}`] : [...module.topics],
      activity: index === lastIndex ? `${format.delivery}. Presentación y revisión del proyecto final.` : `${format.delivery}.`,
    })),
  };
}
