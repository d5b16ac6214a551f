import type { KnowledgeDoc } from '../sources/types.ts';
import { readProfile } from './profile.ts';
import { CLEAR_NEED, serviceForNeed } from './needs.ts';

/** The visitor says what they want or need ("queremos…", "necesito…", "¿podéis…?", "we need…"). */
const wishCue =
  /\b(quiero|queremos|quiere|quieren|necesita|necesitan|quisiera|quisieramos|necesito|necesitamos|buscamos|busco|nos gustaria|me gustaria|tenemos|perdemos|metemos|gastamos|dedicamos|tardamos|nos pasamos|nos lleva|se nos|nos cuesta|podeis|podriais|haceis|ayudar\w*|ayudais|i want|we want|wants|would like|we d like|looking for|i need|we need|help (us|me)|can you|could you)\b/;
/** A visitor who wants to learn, not to have something built. */
const learnCue = /\b(aprender|formarme|especializarme|estudiar|curso|cursos|yo mism[oa]|por mi cuenta|learn|course)\b/;
/** Services a person takes to learn in a way no course offers (one to one, a thesis): a fit for "quiero aprender" too. */
const learningServices = new Set(['/servicios/clases-particulares-ia', '/servicios/apoyo-academico-ia-ml']);

/**
 * The page that meets a need the message describes, when it names no course or service itself:
 * for an organisation's need, the service; for a person who wants to learn, the course on that
 * subject (a personal-learning service when that is what they ask for).
 */
export function needAnswer(simplified: string, named: readonly KnowledgeDoc[]): string | undefined {
  if (!wishCue.test(simplified)) return undefined;
  const service = serviceForNeed(simplified);
  const clear = service && service.score >= CLEAR_NEED && !named.some((doc) => doc.url === service.url);
  if (named.some((doc) => doc.kind === 'course' || doc.kind === 'service') && !clear) return undefined;
  const profile = readProfile(simplified);
  const learner = learnCue.test(simplified) && !profile.role?.organisation;
  if (learner) {
    if (service && learningServices.has(service.url)) return service.url;
    return undefined;
  }
  return service?.url;
}
