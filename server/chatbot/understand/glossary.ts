import { glossaryDocs } from '../sources/glossary.ts';
import type { KnowledgeDoc } from '../sources/types.ts';
import { fold } from '../text/fold.ts';
import { simplify, toTerm, toTerms } from '../text/terms.ts';

/** "¿Qué es…?", "¿qué significa…?", "what is…", "explícame qué es…": a definition asked for. */
const definitionCue = /\b(que es|que son|que significa|que quiere decir|definicion de|define|what is|what s|what are|what does \w+ mean|meaning of)\b/;

/** Words of a term that say nothing on their own ("modelo", "de"), left out of its name. */
const weakWords = new Set(toTerms('modelo modelos de del la el generacion aumentada por'));

/**
 * The glossary terms a "what is" question names: every word of the term's name (its title, or the
 * words in brackets: "RAG (generación aumentada por recuperación)" is named by "RAG") in the question.
 */
export class Glossary {
  private readonly entries: { doc: KnowledgeDoc; names: string[][] }[];

  constructor() {
    this.entries = glossaryDocs().map((doc) => {
      const [head, bracketed] = doc.title.split(/\s*\(/);
      const names = [head ?? '', bracketed?.replace(/\)$/, '') ?? '']
        .map((name) => toTerms(simplify(name)).filter((term) => !weakWords.has(term)))
        .filter((terms) => terms.length > 0);
      return { doc, names };
    });
  }

  /**
   * The term a simplified message asks to have defined, if it asks for a definition of one. `named`:
   * the courses and services the message names (worked out only for a "what is" question); one named by a word of the visitor's own (`said`)
   * beyond the term ("¿qué es machine learning avanzado?") is what is asked about.
   */
  defined(text: string, named: () => readonly KnowledgeDoc[] = () => [], said = text): KnowledgeDoc | undefined {
    const cue = definitionCue.exec(text);
    if (!cue) return undefined;
    // The term right after the question ("¿qué es una alucinación?"), not somewhere later ("what are the requirements for … machine learning").
    const asked = new Set(
      toTerms(
        text
          .slice(cue.index + cue[0].length)
          .split(' ')
          .slice(0, 4)
          .join(' '),
      ),
    );
    // The visitor's own words, before aliases ("LLM" is also read as "transformers", which names a course).
    const own = new Set(
      fold(said)
        .split(/[^a-zñ0-9]+/)
        .flatMap((word) => toTerm(word) ?? []),
    );
    const entry = this.entries.find(({ names }) => names.some((name) => name.every((term) => asked.has(term))));
    if (!entry) return undefined;
    const termWords = new Set(entry.names.flat());
    const item = named().some(
      (doc) => (doc.kind === 'course' || doc.kind === 'service') && toTerms(simplify(doc.title)).some((term) => own.has(term) && !termWords.has(term)),
    );
    return item || /\b(curso|cursos|servicio|servicios|programa|course|service)\b/.test(text) ? undefined : entry.doc;
  }
}
