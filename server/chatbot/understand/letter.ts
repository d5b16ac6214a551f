/**
 * A message written as a letter or an e-mail: a salutation ("Estimados señores:"), the body, a
 * sign-off ("Un saludo,") and a signature (a name, a job title, a company), sometimes a quoted
 * earlier message ("> …"), an automatic out-of-office line, a P.S. or a legal footer. Only the body
 * is what the visitor asks: the signature's words ("Talleres Montoro S.L.", "Director Financiero")
 * are nobody's question, and a quoted message or a footer is someone else's text, so an order in it
 * is a steering attempt, never a question. Read on the raw message, line by line.
 */
export interface Letter {
  /** What the visitor wrote to be answered: the body, with any P.S.; the salutation when nothing else is left ("Hola:" alone greets). */
  body: string;
  /** Text the visitor did not write to be answered (quoted lines, a legal footer, an automatic reply's own lines), kept to be checked for orders. */
  asides: string[];
}

const salutation =
  /^(estimad[oa]s?|querid[oa]s?|apreciad[oa]s?|distinguid[oa]s?|hola|buen[oa]s|buenos d[ií]as|buenas (tardes|noches)|saludos|a quien corresponda|dear|hello|hi|good (morning|afternoon|evening)|to whom it may concern|greetings)\b[^\n.?!]{0,40}[:,]?$/i;
/** Closing words that sign a letter off, on their own line or before a name on the last one. */
const closings = [
  'un (cordial |afectuoso |fuerte )?saludo',
  'saludos( cordiales)?',
  'cordiales saludos',
  'atentamente',
  'cordialmente',
  'un abrazo',
  'yours (faithfully|sincerely|truly)',
  'kind regards',
  'best regards',
  'warm regards',
  'regards',
  'sincerely',
];
const signOff = new RegExp(
  `^(${[
    ...closings,
    'reciban un (cordial |afectuoso )?saludo',
    'quedo a la espera',
    'a la espera de (sus|tus|vuestras) noticias',
    '(muchas )?gracias( de antemano| por adelantado| anticipadas)?',
    'best( wishes)?',
    'thanks( in advance)?',
    'many thanks',
    'cheers',
  ].join('|')})\\b[^\\n]{0,30}[,.!]?$`,
  'i',
);
const greets = /^(hola|buen[oa]s|buenos d[ií]as|buenas (tardes|noches)|saludos|hello|hi|good (morning|afternoon|evening)|greetings)\b/i;
/** A P.S.: what the visitor adds after signing, still theirs to be answered. */
const postscript = /^(p\.? ?[ds]\.?|posdata)\s*[:.-]/i;
/** A legal or confidentiality footer: boilerplate, never a question. */
const footer =
  /^(aviso legal|nota legal|cl[aá]usula de confidencialidad|confidencialidad|aviso de confidencialidad|disclaimer|confidentiality notice|legal notice)\b/i;
/** An automatic reply's own line ("Respuesta automática: estoy fuera de la oficina"). */
const autoReply = /^(respuesta autom[aá]tica|mensaje autom[aá]tico|auto-?reply|automatic reply|out of office)\b[^\n]*$/i;
/** A line of someone else's message, quoted. */
const quoted = /^>/;

const words = (line: string) => line.split(/\s+/).filter(Boolean).length;

/** A pattern whose first letter may be a capital ("Atentamente" or "atentamente"), in a pattern that tells a name by its capitals. */
const anyFirstCase = (pattern: string) => pattern.replace(/^\p{Ll}/u, (letter) => `[${letter.toUpperCase()}${letter}]`);

/** A sign-off and a name closing a message written on one line: "… conmigo. Atentamente, Ramón", "… Yours faithfully, Arthur". */
const inlineSignature = new RegExp(`(?<=[.!?,;])\\s*(${closings.map(anyFirstCase).join('|')}),?\\s+\\p{Lu}\\p{Ll}+(\\s+\\p{Lu}\\p{Ll}+){0,2}\\.?$`, 'u');

/**
 * A page of a diary, the visitor's own: "Querido diario: …", "Jueves 6 de marzo. Diario: …", "Dear
 * diary, …". The diary addressed is nobody's question; the entry is what the visitor says to us.
 */
const diaryOpening =
  /^((lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo|monday|tuesday|wednesday|thursday|friday|saturday|sunday)( \d{1,2}( de)? \p{L}+)?[.,:]\s*)?(querido diario|diario m[ií]o|mi (querido )?diario|diario|dear diary)\s*[:,]\s*/iu;
/**
 * A page of a ship's log, the visitor's own: "Cuaderno de bitácora, día 12: …", "Bitácora del
 * velero Alcatraz, las 16:00: …", "Captain's log, …". The log is nobody's question, as the diary.
 */
const logOpening =
  /^((cuaderno de )?bit[aá]cora( del? [\p{L} ]{1,30}?)?|log del capit[aá]n|captain'?s log|ship'?s log)(,? (d[ií]a|day) \d+|,? las \d{1,2}[:.]\d{2})?\s*[:,]\s*/iu;
/**
 * A review's form, the visitor's own: "Valoración: ★★★★★. Comentario: …", "Reseña: cinco
 * estrellas. …", "Rating: 4/5. …". The labels and the score are no question; the comment is.
 */
const reviewLabels =
  /^((valoraci[oó]n|comentario|rese[nñ]a|opini[oó]n( del cliente)?|puntuaci[oó]n|rating|review|comment|score)\s*:\s*([★☆]+|\d([.,]\d)?\s*\/\s*\d+|(\d|una|dos|tres|cuatro|cinco|one|two|three|four|five) (estrellas?|stars?))?\s*[.,]?\s*)+/iu;
/**
 * A line of a play: a character's name in capitals and a stage direction, "CLIENTA (golpeando el
 * mostrador): …". The character and the gesture are no question; the line is. A role an injection
 * speaks as ("SYSTEM (voz en off): …") keeps its name, so the steering is still read as such.
 */
const stageCue = /^(\p{Lu}{2,}(?:\s\p{Lu}{2,}){0,2})\s*\([^)]{1,80}\)\s*:\s*/u;
const steeringRole = /^(system|sistema|admin|administrador|root|developer|desarrollador|assistant|asistente|usuario|user|operator|operador)$/i;

/** The words of a one-line message without the frame it is written in: a diary's or a log's opening, a review's labels, a play's cue. */
function withoutFrame(message: string): string | undefined {
  for (const opening of [diaryOpening, logOpening, reviewLabels]) {
    const frame = opening.exec(message);
    if (frame && frame[0].trim() && message.length > frame[0].length) return message.slice(frame[0].length);
  }
  const cue = stageCue.exec(message);
  if (!cue || message.length === cue[0].length) return undefined;
  return steeringRole.test(cue[1] ?? '') ? `${cue[1]}: ${message.slice(cue[0].length)}` : message.slice(cue[0].length);
}

export function readLetter(message: string): Letter | undefined {
  if (!message.includes('\n')) {
    const framed = withoutFrame(message);
    if (framed !== undefined) return { body: framed.trim(), asides: [] };
    const signature = inlineSignature.exec(message);
    return signature ? { body: message.slice(0, signature.index).trim(), asides: [] } : undefined;
  }
  const lines = message.split(/\r?\n/).map((line) => line.trim());
  const body: string[] = [];
  const asides: string[] = [];
  let greeting: string | undefined;
  let signed = false;
  let shaped = false;
  let previousQuoted = false;
  for (const line of lines) {
    if (line === '') continue;
    if (!quoted.test(line)) previousQuoted = false;
    if (quoted.test(line)) {
      // (Consecutive quoted lines are one quote.)
      const text = line.replace(/^>+\s*/, '');
      if (previousQuoted) asides[asides.length - 1] += ` ${text}`;
      else asides.push(text);
      previousQuoted = true;
      shaped = true;
      continue;
    } else if (footer.test(line)) {
      asides.push(line);
      shaped = true;
    } else if (postscript.test(line)) {
      body.push(line.replace(postscript, '').trim());
      signed = true;
      shaped = true;
    } else if (autoReply.test(line)) {
      asides.push(line);
      shaped = true;
    } else if (greeting === undefined && body.length === 0 && salutation.test(line)) {
      // A greeting opens the body ("Hola:", "Buenas tardes:"); a form of address does not ("Estimados señores:", "Dear Sir or Madam,").
      greeting = line;
      if (greets.test(line)) body.push(line.replace(/[:,]$/, ''));
      shaped = true;
    } else if (!signed && body.length > 0 && signOff.test(line)) {
      // The sign-off and the signature under it (a name, a title, a company: short lines) are nobody's question.
      signed = true;
      shaped = true;
    } else if (signed && words(line) <= 8 && !/[?¿]/.test(line)) {
      // (A signature line.)
    } else {
      body.push(line);
    }
  }
  if (!shaped) return undefined;
  const text = body.join('\n');
  // "> Buenas tardes a todos desde Cádiz / Eso me ha escrito mi tía; lo mismo os digo yo": a quote the visitor makes their own.
  const quotes = asides.filter((aside) => !footer.test(aside) && !autoReply.test(aside));
  if (quotes.length > 0 && adoptsQuote.test(text)) return { body: `${quotes.join('\n')}\n${text}`, asides: asides.filter((aside) => !quotes.includes(aside)) };
  return { body: text || greeting || '', asides };
}

/** The visitor says or asks the same as the quote: "lo mismo os digo yo", "eso mismo te pregunto", "same here". */
const adoptsQuote = /(?<!\p{L})(lo mismo (os|te|le|les) (digo|pregunto)|eso mismo (os|te|le|les) (digo|pregunto)|same (here|to you|question))(?!\p{L})/iu;
