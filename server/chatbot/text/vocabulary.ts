/**
 * The values the engine composes into a reply (levels, modalities, lengths, prices, weekdays,
 * months) in English: the content writes them in Spanish, and an English reply must not carry
 * "10 semanas, Online en directo". One dictionary, longest phrase first; prose the content only
 * has in Spanish (descriptions, titles) is not passed through it.
 */
const phrases: [string, RegExp, string][] = (
  [
    // Levels.
    ['Intermedio-Avanzado', 'intermediate to advanced'],
    ['Principiante a intermedio', 'beginner to intermediate'],
    ['Todos los niveles', 'all levels'],
    ['Principiante', 'beginner'],
    ['Introductorio', 'introductory'],
    ['Intermedio', 'intermediate'],
    ['Avanzado', 'advanced'],
    ['Especializado', 'specialised'],
    ['Básico', 'basic'],
    ['Grado y máster', "bachelor's and master's"],
    ['Máster', "master's"],
    ['Grado', "bachelor's"],
    // Modalities.
    ['Online en directo', 'live online'],
    ['Presencial en tu empresa', 'in person at your company'],
    ['Presencial u online', 'in person or online'],
    ['Online o presencial', 'online or in person'],
    ['Online / Presencial', 'online / in person'],
    ['Presencial', 'in person'],
    ['Híbrido', 'hybrid'],
    ['Online', 'online'],
    ['online y', 'online and'],
    // Lengths and prices.
    ['Hasta que vuelvas al tema del sistema', 'until you switch back to the system theme'],
    ['Continua', 'ongoing'],
    ['semanas', 'weeks'],
    ['semana', 'week'],
    ['horas', 'hours'],
    ['hora', 'hour'],
    ['meses', 'months'],
    ['mes', 'month'],
    ['jornadas', 'days'],
    ['jornada', 'day'],
    ['por grupo', 'per group'],
    ['Desde', 'from'],
    ['desde', 'from'],
    // Weekdays.
    ['lunes', 'Monday'],
    ['martes', 'Tuesday'],
    ['miércoles', 'Wednesday'],
    ['jueves', 'Thursday'],
    ['viernes', 'Friday'],
    ['sábados', 'Saturdays'],
    ['sábado', 'Saturday'],
    ['domingos', 'Sundays'],
    ['domingo', 'Sunday'],
    // Months.
    ['enero', 'January'],
    ['febrero', 'February'],
    ['marzo', 'March'],
    ['abril', 'April'],
    ['mayo', 'May'],
    ['junio', 'June'],
    ['julio', 'July'],
    ['agosto', 'August'],
    ['septiembre', 'September'],
    ['octubre', 'October'],
    ['noviembre', 'November'],
    ['diciembre', 'December'],
    // Joining words between two figures or two values: "4 a 8 horas", "lunes a viernes", "Madrid y Barcelona".
    [' a ', ' to '],
    [' y ', ' and '],
    [' en ', ' in '],
  ] as const
).map(([spanish, english]) => [
  spanish,
  new RegExp(`${/^\p{L}/u.test(spanish) ? '(?<!\\p{L})' : ''}${spanish.replace(/[/()]/g, '\\$&')}${/\p{L}$/u.test(spanish) ? '(?!\\p{L})' : ''}`, 'gu'),
  english,
]);

/** One enumerated value as English: "10 semanas" -> "10 weeks", "Híbrido (online y Madrid)" -> "hybrid (online and Madrid)". */
export function englishValue(value: string): string {
  let text = value;
  // A phrase can only match where its words are: most values hold two or three of the sixty.
  for (const [spanish, pattern, english] of phrases) if (text.includes(spanish)) text = text.replace(pattern, english);
  return text;
}

/** The value in the reply's language: unchanged in Spanish. */
export function valueIn(value: string, lang: 'es' | 'en'): string {
  return lang === 'es' ? value : englishValue(value);
}
