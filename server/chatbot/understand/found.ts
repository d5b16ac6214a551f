import type { KnowledgeDoc } from '../sources/types.ts';

/** An answer worked out from the structured data: the text and the pages it rests on, best first. */
export interface Found {
  reply: string;
  urls: string[];
  /** Why the visitor did not get what they asked for, when that is the case (counted, see unanswered.ts). */
  notOffered?: string;
  /** The reply says which or what ("¿y el bono de 10 horas?" → that option), so no "Sí."/"No." opens it. */
  which?: boolean;
  /** The documents it rests on, when they are not the first document of each URL (the course FAQ, kept with the catalogue). */
  docs?: KnowledgeDoc[];
}
