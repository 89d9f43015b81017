import { aiStreamErrorMessages } from "@guilda/shared/messages/ai";
import { webAiChatMessages as m } from "@guilda/shared/messages/web-ai-chat";

export type ChatError = {
  message: string;
  /** The server refused before answering (quota, tier, rate limit, validation): nothing was stored. */
  isRefusal: boolean;
};

/**
 * The AI SDK transport throws the response body as the error message when the server answers a
 * JSON error before streaming, and the stream's own errorText when the provider fails midway.
 * Anything else (a proxy's HTML page, a library's English text) is never shown as it is.
 */
export function describeChatError(error: Error): ChatError {
  try {
    const body = JSON.parse(error.message) as { message?: unknown };
    if (body && typeof body.message === "string" && body.message)
      return { message: body.message, isRefusal: true };
  } catch {
    /* not a JSON answer */
  }
  if (error.name === "TypeError") return { message: m.connectionFailed, isRefusal: false };
  const known = aiStreamErrorMessages.includes(error.message);
  return { message: known ? error.message : m.streamFailed, isRefusal: false };
}
