import { ChatEngine, uniqueSources, type ChatRequest, type EmbeddedAnswer, type Outcome } from './engine.ts';
import type { ChatResponse as ContractResponse } from '../../site/domain/chat.ts';
import { CallBudget } from './llm/budget.ts';
import { complete } from './llm/client.ts';
import type { LlmConfig } from './llm/config.ts';
import { buildPrompt } from './llm/prompt.ts';
import { KnownFigures } from './llm/numbers-check.ts';
import { sanitizeLlmReply } from './llm/sanitize.ts';
import type { KnowledgeDoc } from './sources/types.ts';
import { countUnanswered, type UnansweredReason } from './unanswered.ts';

/**
 * The /api/chatbot response body (site/domain/chat.ts), with the fields this server always sends;
 * `reason` is set when the visitor got no answer from the content (for counting, no message text).
 */
export type ChatResponse = ContractResponse & Required<Pick<ContractResponse, 'sources' | 'suggestions' | 'handoff'>>;

export interface AssistantResult {
  response: ChatResponse;
  outcome: Outcome;
  /** Why an LLM answer was not used, for the logs. */
  llmFallback?: string;
  /** Why the visitor got no answer from the content, when that is the case (counted and logged). */
  unanswered?: UnansweredReason;
}

/**
 * Questions the engine found on topic, and the ones it could not answer from the content (with
 * the weak matches as context), reach the LLM; off-topic, small talk, requests for a person and
 * steering attempts never do.
 */
const LLM_OUTCOMES: ReadonlySet<Outcome> = new Set(['answer', 'catalogue', 'clarify', 'ask-which', 'unknown']);

const OVERVIEW_IDS = ['about:company', 'page:/cursos', 'page:/servicios'];

export interface AssistantOptions {
  engine?: ChatEngine;
  llm?: LlmConfig;
}

export class Assistant {
  private readonly engine: ChatEngine;
  private readonly llm?: LlmConfig;
  private readonly budget?: CallBudget;
  private readonly sitePaths: ReadonlySet<string>;
  private readonly figures: KnownFigures;
  /** The context of a question nothing matched: who we are and the catalogues (the prompt gives the contact). */
  private readonly overview: KnowledgeDoc[];

  constructor(options: AssistantOptions = {}) {
    this.engine = options.engine ?? new ChatEngine();
    this.llm = options.llm;
    this.budget = options.llm ? new CallBudget(options.llm.callsPerMinute) : undefined;
    this.sitePaths = new Set(this.engine.docs.map((doc) => doc.url));
    this.figures = new KnownFigures(this.engine.docs);
    this.overview = OVERVIEW_IDS.flatMap((id) => this.engine.docs.find((doc) => doc.id === id) ?? []);
  }

  /** How many documents the index holds (logged at start-up). */
  get documents(): number {
    return this.engine.docs.length;
  }

  /** See `ChatEngine.warmUp`: the first visitor's question costs what the others do. */
  warmUp(): void {
    this.engine.warmUp();
  }

  async answer(request: ChatRequest): Promise<AssistantResult> {
    const embedded = this.engine.answer(request);
    const result = (answer: EmbeddedAnswer, mode: ChatResponse['mode'], reply = answer.reply, llmFallback?: string): AssistantResult => {
      // An LLM reply to a question the content did not answer is an answer, not a hand-off.
      const answered = mode === 'llm' && (answer.outcome === 'unknown' || answer.outcome === 'ask-which');
      const sources = answered && answer.context.length ? uniqueSources(answer.context) : answer.sources;
      const unanswered = answered ? undefined : answer.unanswered;
      if (unanswered) countUnanswered(unanswered);
      return {
        response: {
          reply,
          sources,
          suggestions: answer.suggestions,
          handoff: answered ? false : answer.handoff,
          mode,
          ...(unanswered ? { reason: unanswered } : {}),
        },
        outcome: answer.outcome,
        ...(llmFallback ? { llmFallback } : {}),
        ...(unanswered ? { unanswered } : {}),
      };
    };
    if (!this.llm || !LLM_OUTCOMES.has(embedded.outcome) || embedded.suspicious) return result(embedded, 'embedded');
    // With no match at all, the model gets what the company is and offers, and how to reach a person.
    const weak = embedded.outcome === 'unknown' && embedded.context.length === 0 ? { ...embedded, context: this.overview } : embedded;
    if (!this.budget?.take()) return result(embedded, 'embedded', embedded.reply, 'budget');
    try {
      const raw = await complete(this.llm, buildPrompt(weak, request.message, request.history ?? []));
      const reply = sanitizeLlmReply(raw, this.sitePaths);
      if (!reply) return result(embedded, 'embedded', embedded.reply, 'empty');
      if (this.figures.unknown(reply).length > 0) return result(embedded, 'embedded', embedded.reply, 'unknown-figure');
      return result(weak, 'llm', reply);
    } catch (error) {
      return result(embedded, 'embedded', embedded.reply, error instanceof Error ? (error.name === 'TimeoutError' ? 'timeout' : error.message) : 'error');
    }
  }
}
