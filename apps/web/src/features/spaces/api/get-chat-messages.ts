import type { ChatMessageView, ChatPage } from "@guilda/shared/schemas/feed";
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from "@tanstack/react-query";
import { api } from "@/lib/api";

export const CHAT_PAGE_SIZE = 50;

export const chatMessagesKey = (slug: string) => ["space-chat", slug] as const;

export function getChatMessages(
  slug: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ChatPage> {
  const params = new URLSearchParams({ limit: String(CHAT_PAGE_SIZE) });
  if (cursor) params.set("cursor", cursor);
  return api.get<ChatPage>(`/api/spaces/${encodeURIComponent(slug)}/messages?${params}`, { signal });
}

/** The room's history, newest first page by page (the chat shows it bottom-up). */
export const chatMessagesQueryOptions = (slug: string) =>
  infiniteQueryOptions({
    queryKey: chatMessagesKey(slug),
    queryFn: ({ pageParam, signal }) => getChatMessages(slug, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    // Live messages arrive over the websocket only while the room is open: coming back to it
    // reloads the history, so nothing sent meanwhile is missing.
    staleTime: 0,
  });

export function useChatMessages(slug: string) {
  return useInfiniteQuery(chatMessagesQueryOptions(slug));
}

/** Adds a message (sent here or pushed live) to the newest page, once. */
export function withChatMessage(
  data: InfiniteData<ChatPage, string | null> | undefined,
  message: ChatMessageView,
): InfiniteData<ChatPage, string | null> | undefined {
  if (!data) return data;
  if (data.pages.some((page) => page.items.some((m) => m.id === message.id))) return data;
  const [first, ...rest] = data.pages;
  if (!first) return data;
  return { ...data, pages: [{ ...first, items: [message, ...first.items] }, ...rest] };
}
