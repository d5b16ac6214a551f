import { contactFacets, detectFacets, withoutFacetCues, type Facet } from './facets.ts';
import { entityFromHistory, HISTORY_TURNS, type ChatTurn } from './history.ts';
import {
  asksForHuman,
  detectSmallTalk,
  hasDomainWord,
  looksOffTopic,
  smallTalkFiller,
  withoutInjection,
  type SmallTalk,
} from './intents.ts';
import { messages, suggestionTexts } from './messages.ts';
import { personas, type Persona } from './personas.ts';
import { SearchIndex, type Hit, type KindBoost } from './search-index.ts';
import { loadKnowledge } from './sources/index.ts';
import type { KnowledgeDoc } from './sources/types.ts';
import { detectLanguage, type Lang } from './text/language.ts';
import { simplify, toTerms } from './text/terms.ts';

export interface ChatRequest {
  message: string;
  persona?: Persona;
  history?: readonly ChatTurn[];
}

export interface Source {
  title: string;
  url: string;
}

export type Outcome = 'answer' | 'catalogue' | 'clarify' | 'ask-which' | 'small-talk' | 'human' | 'off-topic' | 'unknown';

export interface EmbeddedAnswer {
  reply: string;
  sources: Source[];
  suggestions: string[];
  handoff: boolean;
  outcome: Outcome;
  lang: Lang;
  persona: Persona;
  /** The documents the reply rests on, best first: the LLM's context. */
  context: KnowledgeDoc[];
  /** The message tried to steer the assistant; it is answered without the LLM. */
  suspicious: boolean;
}

const CONTACT_SOURCE: Source = { title: 'Contacto', url: '/contacto' };
/** Hits this close to the best one, on another page of the same kind, make the question ambiguous. */
const TIE_RATIO = 0.92;
const RELATED_RATIO = 0.4;
const MAX_SOURCES = 3;

function kindBoost(text: string): KindBoost {
  const boost: KindBoost = { article: 0.85 };
  if (/\b(cursos?|formacion|apuntarme|matricula\w*|inscrib\w*|edicion)\b/.test(text)) boost.course = 1.5;
  if (/\b(servicios?|contratar|clases|profesor|proyectos?|desarroll\w*)\b/.test(text)) boost.service = 1.3;
  if (/\b(blog|articulos?|leer|post|escribio|escrito)\b/.test(text)) boost.article = 2;
  if (/\b(oficinas?|sede)\b/.test(text)) boost.office = 1.5;
  return boost;
}

const catalogueTerms = {
  courses: new Set(toTerms('curso cursos catalogo formacion formaciones ia disponibles oferta ofreceis teneis hay todos lista listado offer available')),
  services: new Set(toTerms('servicio servicios catalogo ofreceis haceis hay todos lista listado offer')),
};

export class ChatEngine {
  readonly docs: readonly KnowledgeDoc[];
  private readonly index: SearchIndex;
  private readonly docsByUrl: Map<string, KnowledgeDoc[]>;

  constructor(docs: readonly KnowledgeDoc[] = loadKnowledge()) {
    this.docs = docs;
    this.index = new SearchIndex(docs);
    this.docsByUrl = new Map();
    for (const doc of docs) this.docsByUrl.set(doc.url, [...(this.docsByUrl.get(doc.url) ?? []), doc]);
  }

  answer(request: ChatRequest): EmbeddedAnswer {
    const persona = request.persona ?? 'general';
    const lang = detectLanguage(request.message);
    const message = request.message.replace(/<(script|style)\b[\s\S]*?(<\/\1\s*>|$)/gi, ' ');
    const simplified = simplify(message);
    const { text, suspicious } = withoutInjection(message);
    const reply = (outcome: Outcome, body: string, extra: Partial<EmbeddedAnswer> = {}): EmbeddedAnswer => ({
      reply: body,
      sources: [],
      suggestions: [],
      handoff: false,
      outcome,
      lang,
      persona,
      context: [],
      suspicious,
      ...extra,
    });
    const handoff = (outcome: Outcome, body: string): EmbeddedAnswer =>
      reply(outcome, body, { handoff: true, sources: [CONTACT_SOURCE], suggestions: [suggestionTexts.courses[lang], suggestionTexts.services[lang]] });

    if (asksForHuman(simplified)) return handoff('human', messages.human[lang]);
    const smallTalk = this.smallTalk(simplified);
    if (smallTalk) {
      const body = smallTalk === 'greeting' || smallTalk === 'identity' ? this.smallTalkText(smallTalk, persona, lang) : messages[smallTalk][lang];
      return reply('small-talk', body, { suggestions: [suggestionTexts.courses[lang], suggestionTexts.services[lang], suggestionTexts.contact[lang]] });
    }

    if (looksOffTopic(text) && !hasDomainWord(text)) return handoff('off-topic', messages.offTopic[lang]);

    const facets = detectFacets(text);
    const terms = toTerms(withoutFacetCues(text));
    const answerFrom = (docs: KnowledgeDoc[], outcome: Outcome = 'answer'): EmbeddedAnswer =>
      reply(outcome, this.describe(docs[0] as KnowledgeDoc, facets, lang, persona), {
        sources: uniqueSources(docs),
        suggestions: this.suggest(docs[0] as KnowledgeDoc, facets, lang),
        context: docs,
      });

    const catalogue = this.catalogue(text, terms);
    if (catalogue) {
      const docs = [catalogue, ...(this.docsByUrl.get(catalogue.url) ?? []).filter((doc) => doc !== catalogue)];
      const answer = answerFrom(docs, 'catalogue');
      return { ...answer, reply: catalogue.url === '/cursos' ? `${answer.reply} ${messages.catalogueHelp[lang]}` : answer.reply };
    }

    const history = request.history?.slice(-HISTORY_TURNS) ?? [];
    const previous = history.length ? this.fromHistory(history) : undefined;
    const boost = kindBoost(text);
    // In a conversation, "y el de machine learning" means the same kind of thing as before.
    if (previous) boost[previous.kind] = Math.max(boost[previous.kind] ?? 1, 1.5);
    const hits = this.index.find(terms, boost);
    const best = this.confident(hits, terms.length, suspicious);
    const previousAnswersBetter = previous && best && answers(previous, facets) && !answers(best.doc, facets);
    if (best && !previousAnswersBetter) {
      const rival = hits.find((hit) => hit.doc.url !== best.doc.url);
      if (!suspicious && rival && isTie(best, rival)) {
        const [a, b] = [best.doc, rival.doc];
        return reply('clarify', `${messages.clarify[lang]} ${a.title} (${a.url}) ${messages.or[lang]} ${b.title} (${b.url})?`, {
          sources: uniqueSources([a, b]),
          suggestions: [a.title, b.title],
          context: [a, b],
        });
      }
      return answerFrom(related(best, hits));
    }

    if (previous && (facets.length > 0 || terms.length === 0)) return answerFrom([previous]);
    if (facets.some((facet) => contactFacets.has(facet))) return answerFrom(this.docs.filter((doc) => doc.kind === 'contact'));
    if (suspicious || looksOffTopic(text)) return handoff('off-topic', messages.offTopic[lang]);
    if (facets.length > 0 && terms.length === 0) {
      return reply('ask-which', messages.askWhich[lang], { suggestions: [suggestionTexts.courses[lang], suggestionTexts.services[lang]] });
    }
    return handoff('unknown', messages.unknown[lang]);
  }

  /** Small talk only when nothing else is asked: "hola, ¿cuánto cuesta X?" is a question. */
  private smallTalk(simplified: string): SmallTalk | undefined {
    const kind = detectSmallTalk(simplified);
    if (!kind) return undefined;
    return toTerms(simplified.replace(smallTalkFiller, ' ')).length === 0 ? kind : undefined;
  }

  private smallTalkText(kind: 'greeting' | 'identity', persona: Persona, lang: Lang): string {
    const voice = personas[persona];
    return kind === 'greeting' ? voice.greeting[lang] : `${voice.identity[lang]} ${voice.greeting[lang]}`;
  }

  private catalogue(text: string, terms: readonly string[]): KnowledgeDoc | undefined {
    const kind = /\b(cursos?|catalogo)\b/.test(text) ? 'courses' : /\bservicios?\b/.test(text) ? 'services' : undefined;
    if (!kind || !terms.every((term) => catalogueTerms[kind].has(term))) return undefined;
    return this.docsByUrl.get(kind === 'courses' ? '/cursos' : '/servicios')?.find((doc) => doc.id.startsWith('page:'));
  }

  /** The best hit when it matched enough of the question to be trusted. */
  private confident(hits: readonly Hit[], termCount: number, suspicious: boolean): Hit | undefined {
    const best = hits[0];
    if (!best) return undefined;
    if (suspicious) return termCount >= 2 && best.coverage >= 0.75 ? best : undefined;
    return best.coverage >= (termCount <= 2 ? 1 : 0.5) ? best : undefined;
  }

  /** What the conversation was about, for follow-ups like "¿y cuánto cuesta?". */
  private fromHistory(history: readonly ChatTurn[]): KnowledgeDoc | undefined {
    return entityFromHistory(history, this.docsByUrl, (content) => {
      const { text, suspicious } = withoutInjection(content);
      const turnTerms = toTerms(withoutFacetCues(text));
      return this.confident(this.index.find(turnTerms, kindBoost(text)), turnTerms.length, suspicious)?.doc;
    });
  }

  private describe(doc: KnowledgeDoc, facets: readonly Facet[], lang: Lang, persona: Persona): string {
    const asked = facets.filter((facet) => doc.facts[facet]).slice(0, 2);
    const body = asked.length ? asked.map((facet) => doc.facts[facet]?.[lang]).join(' ') : doc.summary[lang];
    const emphasis = personaFacet(persona, doc, asked);
    const extra = emphasis ? doc.facts[emphasis]?.[lang] : undefined;
    const link = body.includes(doc.url) ? '' : `${messages.moreInfo[lang]} ${doc.url}`;
    return [body, extra, link].filter(Boolean).join(' ');
  }

  private suggest(doc: KnowledgeDoc, facets: readonly Facet[], lang: Lang): string[] {
    const candidates = (['price', 'dates', 'level', 'syllabus'] as const).filter((facet) => doc.facts[facet] && !facets.includes(facet));
    const suggestions = candidates.slice(0, 3).map((facet) => suggestionTexts[facet][lang]);
    return suggestions.length ? suggestions : [suggestionTexts.courses[lang], suggestionTexts.contact[lang]];
  }
}

/** Personas change emphasis, never facts: each adds one more fact the page already holds. */
function personaFacet(persona: Persona, doc: KnowledgeDoc, asked: readonly Facet[]): Facet | undefined {
  const wanted: Facet[] = persona === 'courses' ? ['dates'] : persona === 'technical' ? ['syllabus', 'technologies'] : [];
  return wanted.find((facet) => doc.facts[facet] && !asked.includes(facet));
}

function answers(doc: KnowledgeDoc, facets: readonly Facet[]): boolean {
  return facets.some((facet) => doc.facts[facet]);
}

function isTie(best: Hit, rival: Hit): boolean {
  const kinds = new Set(['course', 'service', 'article']);
  return rival.doc.kind === best.doc.kind && kinds.has(best.doc.kind) && rival.coverage >= best.coverage && rival.score >= best.score * TIE_RATIO;
}

function related(best: Hit, hits: readonly Hit[]): KnowledgeDoc[] {
  return [best.doc, ...hits.filter((hit) => hit !== best && hit.score >= best.score * RELATED_RATIO).map((hit) => hit.doc)];
}

function uniqueSources(docs: readonly KnowledgeDoc[]): Source[] {
  const sources = new Map<string, Source>();
  for (const doc of docs) if (!sources.has(doc.url)) sources.set(doc.url, { title: doc.title, url: doc.url });
  return [...sources.values()].slice(0, MAX_SOURCES);
}
