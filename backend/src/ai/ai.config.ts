/**
 * How the AI port is wired. The core config exposes exactly this shape as `config.ai`,
 * so `AiModule.forRoot(config.ai)` is the whole integration.
 */
export type AiProviderName = 'openai' | 'offline';

export interface AiConfig {
  provider: AiProviderName;
  /** Needed for api.openai.com; local OpenAI-compatible servers (Ollama, vLLM) accept any value. */
  apiKey?: string;
  /** Any OpenAI-compatible endpoint, e.g. http://localhost:11434/v1 for Ollama. */
  baseUrl?: string;
  model: string;
  /** Speech-to-text model for POST /api/transcribe (browsers without Web Speech); whisper-1 by default. */
  transcriptionModel?: string;
  /** Per-request limit; a provider slower than this answers 503. */
  timeoutMs: number;
}

/** DI token for the active config, for code that wants to show which provider is answering. */
export const AI_CONFIG = Symbol('AI_CONFIG');
