import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";
import type { Config } from "../../config";

/**
 * The AI provider: any OpenAI-compatible chat-completions endpoint (AI_BASE_URL, AI_API_KEY,
 * AI_MODEL) through the AI SDK. Without AI_BASE_URL there is none and the agents answer in
 * offline mode.
 */
export type AiProvider = {
  /** The model an agent uses: its own when set, AI_MODEL otherwise. */
  model(agentModel: string | null | undefined): LanguageModel;
  /** The default model's name (AI_MODEL). */
  defaultModel: string;
  /** Longest wait for the first or the next piece of an answer. */
  timeoutMs: number;
  /** Retries of a failed request: one at most, so a failure reaches the member quickly. */
  maxRetries: number;
};

export function createAiProvider(settings: NonNullable<Config["ai"]>): AiProvider {
  const provider = createOpenAICompatible({
    name: "guilda-ai",
    baseURL: settings.baseUrl.replace(/\/$/, ""),
    ...(settings.apiKey ? { apiKey: settings.apiKey } : {}),
    // Token counts in the last piece of a streamed answer (usage reports per agent).
    includeUsage: true,
  });
  return {
    model: (agentModel) => provider.chatModel(agentModel?.trim() || settings.model),
    defaultModel: settings.model,
    timeoutMs: settings.timeoutMs,
    maxRetries: 0,
  };
}

const providers = new WeakMap<Config, AiProvider | null>();

/** The provider of this configuration (built once), or null in offline mode. */
export function aiProviderFor(config: Config): AiProvider | null {
  let provider = providers.get(config);
  if (provider === undefined) {
    provider = config.ai ? createAiProvider(config.ai) : null;
    providers.set(config, provider);
  }
  return provider;
}
