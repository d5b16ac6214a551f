import { glossary, type GlossaryTerm } from '../../../site/content/resources.ts';
import type { KnowledgeDoc } from './types.ts';

/**
 * The glossary on /recursos, one document per term: "¿qué es RAG?", "¿qué es una alucinación?"
 * get the site's own definition. Named by a "what is" question only, never searched: a term such
 * as "machine learning" must not compete with the course of that name.
 */
function glossaryDoc(entry: GlossaryTerm, index: number): KnowledgeDoc {
  return {
    id: `glossary:${index}`,
    kind: 'page',
    title: entry.term,
    url: '/recursos',
    keywords: entry.term,
    text: entry.definition,
    summary: {
      es: `${entry.term}: ${entry.definition} Es una de las definiciones del glosario de /recursos.`,
      en: `${entry.term} (our glossary, in Spanish): «${entry.definition}» More on /recursos.`,
    },
    facts: {},
  };
}

export function glossaryDocs(): KnowledgeDoc[] {
  return glossary.map(glossaryDoc);
}
