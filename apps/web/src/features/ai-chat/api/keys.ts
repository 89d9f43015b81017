/** Query keys of the member chat (the sidebar's agent list is ["ai-agents"]). */
export const aiChatKeys = {
  agent: (id: string) => ["ai", "agent", id] as const,
  defaultAgent: ["ai", "agent", "default"] as const,
  agents: ["ai", "agent"] as const,
  conversations: (agentId: string) => ["ai", "conversations", agentId] as const,
  conversation: (id: string) => ["ai", "conversation", id] as const,
};
