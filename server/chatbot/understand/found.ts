/** An answer worked out from the structured data: the text and the pages it rests on, best first. */
export interface Found {
  reply: string;
  urls: string[];
  /** Why the visitor did not get what they asked for, when that is the case (counted, see unanswered.ts). */
  notOffered?: string;
  /** The reply says which or what ("¿y el bono de 10 horas?" → that option), so no "Sí."/"No." opens it. */
  which?: boolean;
}
