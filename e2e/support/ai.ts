import type { APIRequestContext, BrowserContext, Page } from "playwright-core";
import { baseURL } from "./browser";

async function call<T>(
  request: APIRequestContext,
  method: string,
  urlPath: string,
  data?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await request.fetch(baseURL() + urlPath, {
    method,
    headers: { origin: baseURL(), ...(data === undefined ? {} : { "content-type": "application/json" }) },
    ...(data === undefined ? {} : { data: JSON.stringify(data) }),
  });
  const text = await response.text();
  return { status: response.status(), body: (text ? JSON.parse(text) : null) as T };
}

type AgentListItem = {
  id: string;
  name: string;
  required_tier: string;
  locked: boolean;
  is_default: boolean;
};

/** The sidebar's agents as the signed-in member of `context` sees them. */
export async function sidebarAgents(context: BrowserContext): Promise<AgentListItem[]> {
  const { status, body } = await call<AgentListItem[]>(context.request, "GET", "/api/ai-agents");
  if (status !== 200) throw new Error(`GET /api/ai-agents: ${status}`);
  return body;
}

/** What the server answers when the member tries to open a conversation with an agent. */
export async function tryOpenConversation(context: BrowserContext, agentId: string) {
  return call<{ code?: string; message?: string }>(
    context.request,
    "POST",
    `/api/ai/agents/${agentId}/conversations`,
    { title: "Tentativa" },
  );
}

/** True when the page is wider than the window (a horizontal scrollbar at this width). */
export function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

/** The chat's question box, as a member finds it. */
export const messageBox = (page: Page) => page.getByRole("textbox", { name: "Mensagem" });
