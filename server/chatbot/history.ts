import type { ChatTurn } from '../../site/domain/chat.ts';
import type { KnowledgeDoc } from './sources/types.ts';

/** One earlier turn of the conversation, as the /api/chatbot contract defines it. */
export type { ChatTurn };

/** The most recent turns are enough to resolve "¿y cuánto cuesta?"; older ones add noise. */
export const HISTORY_TURNS = 8;

const siteLink = /(?:^|[\s(])(\/[a-z0-9][a-z0-9/-]*(?:\?tab=[a-z]+)?)/g;

/**
 * The page a follow-up refers to: walking back from the latest turn, the first link the
 * assistant gave that names exactly one document, or the first user turn that clearly matched one.
 */
export function entityFromHistory(
  history: readonly ChatTurn[],
  docsByUrl: ReadonlyMap<string, readonly KnowledgeDoc[]>,
  resolveUserTurn: (text: string) => KnowledgeDoc | undefined,
): KnowledgeDoc | undefined {
  for (const turn of [...history].reverse()) {
    if (turn.role === 'assistant') {
      for (const [, url] of turn.content.matchAll(siteLink)) {
        const docs = url ? docsByUrl.get(url) : undefined;
        if (docs?.length === 1) return docs[0];
      }
    } else {
      const doc = resolveUserTurn(turn.content);
      if (doc) return doc;
    }
  }
  return undefined;
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
