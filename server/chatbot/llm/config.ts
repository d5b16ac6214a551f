export interface LlmConfig {
  /** OpenAI-compatible base URL, e.g. http://127.0.0.1:11434/v1 (Ollama) or https://api.openai.com/v1. */
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** Well inside the widget's 15 s abort, so the embedded fallback still arrives in time. */
  timeoutMs: number;
  /** Calls allowed per minute per server instance; beyond it the embedded answer is used. */
  callsPerMinute: number;
}

const DEFAULT_TIMEOUT_MS = 8000;
const DEFAULT_CALLS_PER_MINUTE = 60;

function positive(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : fallback;
}

/** LLM mode is on only when both the base URL and the model are set. */
export function llmConfigFromEnv(env: NodeJS.ProcessEnv): LlmConfig | undefined {
  const baseUrl = env.CHATBOT_LLM_BASE_URL?.trim();
  const model = env.CHATBOT_LLM_MODEL?.trim();
  if (!baseUrl || !model) return undefined;
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    model,
    apiKey: env.CHATBOT_LLM_API_KEY?.trim() || undefined,
    timeoutMs: positive(env.CHATBOT_LLM_TIMEOUT_MS, DEFAULT_TIMEOUT_MS),
    callsPerMinute: positive(env.CHATBOT_LLM_MAX_CALLS_PER_MINUTE, DEFAULT_CALLS_PER_MINUTE),
  };
}
