import type { ChatTurn } from '../../site/domain/chat.ts';
import type { KnowledgeDoc } from './sources/types.ts';

/** One earlier turn of the conversation, as the /api/chatbot contract defines it. */
export type { ChatTurn };

/** The most recent turns are enough to resolve "¿y cuánto cuesta?"; older ones add noise. */
export const HISTORY_TURNS = 8;

const itemKinds: ReadonlySet<string> = new Set(['course', 'service', 'office', 'job']);

const siteLink = /(?:^|[\s(])(\/[a-z0-9][a-z0-9/-]*(?:\?tab=[a-z]+)?)/g;

/**
 * The page a follow-up refers to: walking back from the latest turn, the first link the
 * assistant gave that names exactly one document, or the first user turn that clearly matched one.
 */
export function entityFromHistory(
  history: readonly ChatTurn[],
  docsByUrl: ReadonlyMap<string, readonly KnowledgeDoc[]>,
  resolveUserTurn: (text: string) => KnowledgeDoc | undefined,
  mentioned: (text: string) => KnowledgeDoc[] = () => [],
): KnowledgeDoc | undefined {
  // A reply that names one item without linking it ("Fundamentos es de nivel Principiante"), unless the question before it named an item.
  let namedInReply: KnowledgeDoc | undefined;
  for (const turn of [...history].reverse()) {
    if (turn.role === 'assistant') {
      for (const [, url] of turn.content.matchAll(siteLink)) {
        const docs = url ? docsByUrl.get(url) : undefined;
        if (docs?.length === 1) return docs[0];
      }
      const named = new Set(mentioned(turn.content));
      namedInReply ??= named.size === 1 ? [...named][0] : undefined;
    } else {
      const doc = resolveUserTurn(turn.content);
      if (doc && (!namedInReply || itemKinds.has(doc.kind))) return doc;
      if (namedInReply) return namedInReply;
      if (doc) return doc;
    }
  }
  return namedInReply;
}

/**
 * The pages "¿cuál de los dos es más barato?" is about: the latest reply's links when it gave
 * several, else the last pages of the replies before it (NLP, then "¿y el de machine learning?").
 */
export function linksOfLastReply(history: readonly ChatTurn[]): string[] {
  const replies = [...history].reverse().filter((turn) => turn.role === 'assistant');
  const linksOf = (turn: ChatTurn | undefined) => (turn ? [...turn.content.matchAll(siteLink)].flatMap(([, url]) => (url ? [url] : [])) : []);
  const latest = linksOf(replies[0]);
  if (new Set(latest).size > 1) return latest;
  return [...new Set(replies.slice(0, 3).flatMap((turn) => linksOf(turn).slice(0, 1)))];
}

/**
 * "¿y el segundo cuándo empieza?", "la primera, ¿es online?", "the last one": which item of a
 * list is meant (0-based, -1 the last). A noun after the ordinal must be an item's ("el primer
 * curso"), never "la primera reunión" or "el primer paso".
 */
const ordinalCue =
  /\b(?:el|la|del|al|lo del?|the|(?:el|la) del|the one in the)\s+(primer[oa]?|segund[oa]|tercer[oa]?|ultim[oa]|medio|middle|first|second|third|last|latter|former)\b(?:\s+(?:one|curso|servicio|puesto|oferta|oficina|course|service|job|position|opening))?(?!\s+(?:reunion|paso|vez|dia|clase|semana|modulo|mes|edicion|convocatoria|ano|sesion|pago|plazo|mensaje|meeting|step|time|day|class|week|module|month|payment))/;

/** "¿y esa oficina…?", "ese curso", "that course": the kind of item the last reply named that is meant. */
const demonstrativeCue =
  /\b(?:ese|esa|este|esta|aquel|aquella|dicho|dicha|that|this)\s+(curso|servicio|oficina|sede|puesto|oferta|course|service|office|job|position)\b/;
const kindOfNoun: Record<string, string> = {
  curso: 'course',
  course: 'course',
  servicio: 'service',
  service: 'service',
  oficina: 'office',
  sede: 'office',
  office: 'office',
};

function demonstrativeKind(simplified: string): string | undefined {
  const noun = demonstrativeCue.exec(simplified)?.[1];
  return noun ? (kindOfNoun[noun] ?? 'job') : undefined;
}

/** The message without its ordinal, once it has picked the item ("¿el primero dónde es?" is not about "la primera reunión"). */
export const withoutOrdinal = (simplified: string) => simplified.replace(ordinalCue, ' ');

function ordinalAsked(simplified: string): number | undefined {
  const word = ordinalCue.exec(simplified)?.[1];
  if (!word) return undefined;
  if (/^(primer|first|former)/.test(word)) return 0;
  if (/^(segund|second|medio|middle)/.test(word)) return 1;
  if (/^(tercer|third)/.test(word)) return 2;
  return -1;
}

/**
 * The items the latest reply listed, in its order: what "el segundo" or "¿cuál de los dos…?"
 * points to. Named items first (a reply says the names in the order it means them), else the
 * pages it linked.
 */
export function itemsOfLastReply(
  history: readonly ChatTurn[],
  docsByUrl: ReadonlyMap<string, readonly KnowledgeDoc[]>,
  mentioned: (text: string) => KnowledgeDoc[],
): KnowledgeDoc[] {
  const latest = [...history].reverse().find((turn) => turn.role === 'assistant');
  if (!latest) return [];
  const named = [...new Set(mentioned(latest.content))];
  if (named.length > 1) return named;
  const linked = [...latest.content.matchAll(siteLink)].flatMap(([, url]) => {
    const docs = url ? docsByUrl.get(url) : undefined;
    return docs?.length === 1 && docs[0] ? [docs[0]] : [];
  });
  return [...new Set(linked)];
}

/**
 * The item of the last reply a follow-up points at: "¿y el segundo cuándo empieza?" (an ordinal
 * over the items it listed) or "¿y esa oficina en qué calle está?" (the one item of that kind it
 * named). Undefined when the message points at nothing, or at nothing the reply named.
 */
export function itemPointedAt(
  simplified: string,
  history: readonly ChatTurn[],
  docsByUrl: ReadonlyMap<string, readonly KnowledgeDoc[]>,
  mentioned: (text: string) => KnowledgeDoc[],
): KnowledgeDoc | undefined {
  if (history.length === 0) return undefined;
  const ordinal = ordinalAsked(simplified);
  const kind = ordinal === undefined ? demonstrativeKind(simplified) : undefined;
  if (ordinal === undefined && !kind) return undefined;
  const listed = itemsOfLastReply(history, docsByUrl, mentioned);
  // "En Madrid: Machine Learning Avanzado… e IA Generativa…": the city says where; the items listed are the courses.
  const items = listed.filter((doc) => doc.kind !== 'office');
  const pool = items.length > 1 ? items : listed;
  if (ordinal !== undefined) return pool.length > 1 ? pool.at(ordinal) : undefined;
  const ofKind = listed.filter((doc) => doc.kind === kind);
  return ofKind.length === 1 ? ofKind[0] : undefined;
}
