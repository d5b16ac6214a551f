import type { CatalogueImage } from '../catalogue-image.ts';

export type CourseLevel = 'Principiante' | 'Intermedio' | 'Intermedio-Avanzado' | 'Avanzado';

export const COURSE_LEVELS: readonly CourseLevel[] = ['Principiante', 'Intermedio', 'Intermedio-Avanzado', 'Avanzado'];

export interface Instructor {
  name: string;
  role: string;
  /** Site-relative portrait; the initial is shown when absent. */
  image?: string;
  bio: string;
}

export interface SyllabusModule {
  title: string;
  /** e.g. '6 horas'; the page shows '5 horas' when absent. */
  duration?: string;
  description: string;
  topics: string[];
}

export type CourseModality = 'Online' | 'Presencial' | 'Híbrido';

export interface CourseDate {
  /** ISO date (YYYY-MM-DD) of the first session. */
  date: string;
  modality: CourseModality;
  /** Where the on-site sessions happen; absent for online editions. */
  city?: string;
}

export type BadgeColor = 'indigo' | 'amber' | 'emerald' | 'rose';

/** What the catalogue cards, filters, related courses and page heads show of a course. */
export interface CourseSummary {
  slug: string;
  title: string;
  description: string;
  level: CourseLevel;
  /** e.g. 'Online en directo'; the page shows 'Online / Presencial' when absent. */
  format?: string;
  duration: string;
  tags: string[];
  image?: CatalogueImage;
  /** Euros; the page shows 'Consultar precio' when absent. */
  price?: number;
  originalPrice?: number;
  featured?: boolean;
  badge?: { text: string; color: BadgeColor };
  rating: number;
  reviewCount: number;
  skills: string[];
  nextDates: CourseDate[];
}

/** The rest of a course, shown only on its own page (one lazy module per slug). */
export interface CourseBody {
  id: string;
  longDescription?: string;
  instructor?: Instructor;
  instructors?: Instructor[];
  studentsCount?: number;
  modules?: number;
  hours?: number;
  projects?: number;
  certificate: boolean;
  certificates?: string[];
  syllabus?: SyllabusModule[];
  requirements: string[];
  targetAudience: string[];
  /** Places left in the next edition, when they are limited. */
  placesLeft?: number;
}

export type Course = CourseSummary & CourseBody;
