import { ChatEngine, type ChatRequest, type EmbeddedAnswer, type Outcome, type Source } from './engine.ts';
import { CallBudget } from './llm/budget.ts';
import { complete } from './llm/client.ts';
import type { LlmConfig } from './llm/config.ts';
import { buildPrompt } from './llm/prompt.ts';
import { sanitizeLlmReply } from './llm/sanitize.ts';

/** The /api/chatbot response body (ARCHITECTURE.md, "/api/chatbot contract"). */
export interface ChatResponse {
  reply: string;
  sources: Source[];
  suggestions: string[];
  handoff: boolean;
  mode: 'embedded' | 'llm';
}

export interface AssistantResult {
  response: ChatResponse;
  outcome: Outcome;
  /** Why an LLM answer was not used, for the logs. */
  llmFallback?: string;
}

/** Only questions the engine found on topic, and not steering attempts, ever reach the LLM. */
const LLM_OUTCOMES: ReadonlySet<Outcome> = new Set(['answer', 'catalogue', 'clarify']);

export interface AssistantOptions {
  engine?: ChatEngine;
  llm?: LlmConfig;
}

export class Assistant {
  private readonly engine: ChatEngine;
  private readonly llm?: LlmConfig;
  private readonly budget?: CallBudget;
  private readonly sitePaths: ReadonlySet<string>;

  constructor(options: AssistantOptions = {}) {
    this.engine = options.engine ?? new ChatEngine();
    this.llm = options.llm;
    this.budget = options.llm ? new CallBudget(options.llm.callsPerMinute) : undefined;
    this.sitePaths = new Set(this.engine.docs.map((doc) => doc.url));
  }

  /** How many documents the index holds (logged at start-up). */
  get documents(): number {
    return this.engine.docs.length;
  }

  async answer(request: ChatRequest): Promise<AssistantResult> {
    const embedded = this.engine.answer(request);
    const result = (answer: EmbeddedAnswer, mode: ChatResponse['mode'], reply = answer.reply, llmFallback?: string): AssistantResult => ({
      response: { reply, sources: answer.sources, suggestions: answer.suggestions, handoff: answer.handoff, mode },
      outcome: answer.outcome,
      ...(llmFallback ? { llmFallback } : {}),
    });
    if (!this.llm || !LLM_OUTCOMES.has(embedded.outcome) || embedded.suspicious) return result(embedded, 'embedded');
    if (!this.budget?.take()) return result(embedded, 'embedded', embedded.reply, 'budget');
    try {
      const raw = await complete(this.llm, buildPrompt(embedded, request.message, request.history ?? []));
      const reply = sanitizeLlmReply(raw, this.sitePaths);
      return reply ? result(embedded, 'llm', reply) : result(embedded, 'embedded', embedded.reply, 'empty');
    } catch (error) {
      return result(embedded, 'embedded', embedded.reply, error instanceof Error ? error.name === 'TimeoutError' ? 'timeout' : error.message : 'error');
    }
  }
}
