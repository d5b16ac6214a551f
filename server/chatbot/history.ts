import type { KnowledgeDoc } from './sources/types.ts';

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

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

/** The pages the assistant's latest reply linked, in order: "¿cuál de los dos es más barato?". */
export function linksOfLastReply(history: readonly ChatTurn[]): string[] {
  const last = [...history].reverse().find((turn) => turn.role === 'assistant');
  return last ? [...last.content.matchAll(siteLink)].flatMap(([, url]) => (url ? [url] : [])) : [];
}
