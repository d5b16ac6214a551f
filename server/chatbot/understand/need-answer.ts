import { serviceDetails } from '../../../site/content/services.ts';
import type { KnowledgeDoc } from '../sources/types.ts';
import { learnCue, type Profile } from './profile.ts';
import { CLEAR_NEED, serviceForNeed } from './needs.ts';
import { describedService } from './use-cases.ts';

/** The visitor says what they want or need ("queremos…", "necesito…", "¿podéis…?", "we need…"). */
export const wishCue =
  /\b(quiero|queremos|quiere|quieren|necesita|necesitan|quisiera|quisieramos|necesito|necesitamos|buscamos|busco|nos gustaria|me gustaria|tenemos|perdemos|metemos|gastamos|dedicamos|tardamos|nos pasamos|pasamos|recibimos|nos llegan|nos entran|(que|alguna|algun) (solucion|soluciones|servicio|servicios) (teneis|tienen|ofreceis|hay|es|seria|nos va)|what do you offer|which (of your )?services?|nos interesa\w*|perdemos horas|nos lleva|se nos|nos cuesta|nos preocupa|me preocupa|we are worried|we re worried|we struggle|proponeis|proponen|que nos ofreceis|ayuda|podeis|podriais|haceis|mandais|enviais|ayudar\w*|ayudais|i want|we want|wants?|want to|would like|we d like|looking (for|to)|i need|we need|needs?|help (us|me)|can you|could you|contratar|contratariamos|hire|hire you|llevamos|nunca llegan|never make it)\b/;
/** Services a person takes to learn in a way no course offers (one to one, a thesis): a fit for "quiero aprender" too. */
const learnerServices: ReadonlySet<string> = new Set(serviceDetails.filter((service) => service.forLearners).map((service) => `/servicios/${service.slug}`));

/** The service a message's stated need points to, read once per question and checked against what it names. */
export interface StatedNeed {
  url: string;
  /** Clear enough to outweigh an item the message only names as its subject. */
  clear: boolean;
  /** A person who wants to learn, for whom only a learner's service fits. */
  learner: boolean;
}

/** What the message says it wants or needs, when it says it and the need points to one service. */
export function readNeed(simplified: string, profile: Profile): StatedNeed | undefined {
  if (!wishCue.test(simplified)) return undefined;
  const learner = learnCue.self.test(simplified) && !profile.role?.organisation;
  // "quiero usar la IA para preparar materiales y rúbricas": a service's use case, told task by task, is the need.
  // Someone who asks for training is told about courses first: a project service's use case is no need of theirs.
  const described = describedService(simplified, profile.role?.words, profile.role?.student);
  const service = serviceForNeed(simplified);
  // ("detectar operaciones fraudulentas en tiempo real": a need the lexicon reads clearly outweighs a use case that shares "tiempo real".)
  // (Someone who says they cannot code keeps the use case told for them: "hago facturas a mano y no sé programar".)
  const outweighed =
    service !== undefined && service.score >= CLEAR_NEED && described !== undefined && service.url !== `/servicios/${described.slug}` && profile.code !== 'no';
  if (described && !outweighed && (described.forLearners || !learnCue.course.test(simplified)))
    return { url: `/servicios/${described.slug}`, clear: true, learner };
  if (!service) return undefined;
  return { url: service.url, clear: service.score >= CLEAR_NEED, learner };
}

/**
 * The page that meets a need the message describes, when it names no course or service itself:
 * for an organisation's need, the service; for a person who wants to learn, nothing here (the
 * course on that subject is advice) unless a learner's service is what they ask for.
 */
export function needAnswer(need: StatedNeed | undefined, named: readonly KnowledgeDoc[]): string | undefined {
  if (!need) return undefined;
  const clear = need.clear && !named.some((doc) => doc.url === need.url);
  if (named.some((doc) => doc.kind === 'course' || doc.kind === 'service') && !clear) return undefined;
  if (need.learner && !learnerServices.has(need.url)) return undefined;
  return need.url;
}
