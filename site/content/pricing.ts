/**
 * Commercial rules of the price calculator on /herramientas-ia?tab=pricing.
 * Course prices and hours come from the catalogue (courses.ts); these are only the adjustments.
 */
export type DeliveryFormat = 'online' | 'presencial' | 'hibrido' | 'in-company';

export interface FormatRule {
  value: DeliveryFormat;
  label: string;
  /** Percent added to (or, negative, taken off) the course price. */
  adjustmentPercent: number;
  /** One-off fee for the group, in euros (travel and setup for in-company). */
  fixedFee: number;
  /** Length of one session in hours, used by the syllabus generator. */
  sessionHours: number;
  delivery: string;
}

export const formatRules: FormatRule[] = [
  {
    value: 'online',
    label: 'Online en directo',
    adjustmentPercent: -10,
    fixedFee: 0,
    sessionHours: 2,
    delivery: 'Sesión en directo por videoconferencia con ejercicios guiados en el aula virtual',
  },
  {
    value: 'presencial',
    label: 'Presencial en nuestras aulas',
    adjustmentPercent: 0,
    fixedFee: 0,
    sessionHours: 4,
    delivery: 'Taller presencial en nuestras aulas de Madrid, Barcelona o Lisboa',
  },
  {
    value: 'hibrido',
    label: 'Híbrido',
    adjustmentPercent: -5,
    fixedFee: 0,
    sessionHours: 3,
    delivery: 'Teoría online en directo y práctica presencial en grupo reducido',
  },
  {
    value: 'in-company',
    label: 'In company (en vuestras instalaciones)',
    adjustmentPercent: 0,
    fixedFee: 350,
    sessionHours: 4,
    delivery: 'Taller en vuestras instalaciones, con ejemplos y datos de vuestra empresa',
  },
];

/** Group discounts: the first tier whose minimum the group reaches, from the largest. */
export const groupDiscounts = [
  { minParticipants: 21, percent: 25 },
  { minParticipants: 11, percent: 20 },
  { minParticipants: 6, percent: 15 },
  { minParticipants: 3, percent: 10 },
] as const;

/** Volume discount on hourly services (hour packs). */
export const serviceHourPacks = [
  { minHours: 80, percent: 15 },
  { minHours: 40, percent: 10 },
  { minHours: 20, percent: 5 },
] as const;

export const VAT_PERCENT = 21;

export const PARTICIPANTS_RANGE = { min: 1, max: 100 } as const;
export const HOURS_RANGE = { min: 2, max: 200 } as const;
