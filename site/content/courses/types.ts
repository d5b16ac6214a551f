import type { CatalogueImage } from './image.ts';

export type CourseLevel = 'Principiante' | 'Intermedio' | 'Intermedio-Avanzado' | 'Avanzado';

export const COURSE_LEVELS: readonly CourseLevel[] = [
  'Principiante',
  'Intermedio',
  'Intermedio-Avanzado',
  'Avanzado',
];

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

export interface Course {
  id: string;
  slug: string;
  title: string;
  description: string;
  longDescription?: string;
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
  instructor?: Instructor;
  instructors?: Instructor[];
  rating: number;
  reviewCount: number;
  studentsCount?: number;
  modules?: number;
  hours?: number;
  projects?: number;
  certificate: boolean;
  certificates?: string[];
  syllabus?: SyllabusModule[];
  skills: string[];
  requirements: string[];
  targetAudience: string[];
  nextDates: CourseDate[];
  /** Places left in the next edition, when they are limited. */
  placesLeft?: number;
}
