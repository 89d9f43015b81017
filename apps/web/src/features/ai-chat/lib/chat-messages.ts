import type { AiChatMessage, AiCitation, AiStreamData } from "@guilda/shared/schemas/ai";
import type { UIMessage } from "ai";

/**
 * A message in the chat's state: the stored ones carry the server's record (rendered from its
 * sanitized HTML); the one being streamed has only its text and data parts.
 */
export type ChatUIMessage = UIMessage<{ stored?: AiChatMessage }, AiStreamData>;

export function toUIMessage(message: AiChatMessage): ChatUIMessage {
  return {
    id: message.id,
    role: message.role,
    metadata: { stored: message },
    parts: [{ type: "text", text: message.content }],
  };
}

export function textOf(message: ChatUIMessage): string {
  return message.parts.map((part) => (part.type === "text" ? part.text : "")).join("");
}

/** The live answer's mode and citations, from the stream's data parts. */
export function streamDataOf(message: ChatUIMessage): { mode: string | null; citations: AiCitation[] } {
  let mode: string | null = null;
  let citations: AiCitation[] = [];
  for (const part of message.parts) {
    if (part.type === "data-meta") mode = part.data.mode;
    if (part.type === "data-citations") citations = part.data;
  }
  return { mode, citations };
}
