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

/** Defaults of CHATBOT_LLM_TIMEOUT_MS and CHATBOT_LLM_MAX_CALLS_PER_MINUTE (server/config.ts). */
export const llmDefaults = { timeoutMs: 8000, callsPerMinute: 60 } as const;
