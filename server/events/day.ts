/** The company works on Spanish time: a day of counts is a day in Madrid, not in UTC. */
const MADRID = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' });

/** 'YYYY-MM-DD' of `date` in Madrid. */
export function dayOf(date: Date): string {
  return MADRID.format(date);
}

/** The day `days` before `day` ('YYYY-MM-DD' arithmetic, no time zone involved). */
export function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}
