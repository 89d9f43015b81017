import type { AiAgentTestResult } from "@guilda/shared/schemas/ai";
import type { AiTier } from "@guilda/shared/constants";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { adminAgentPath } from "./keys";

export type AgentTest = { tier: AiTier; question: string };

/** Asks the saved agent as a member of `tier` would; nothing is stored and no quota is used. */
export function testAgent(id: string, input: AgentTest): Promise<AiAgentTestResult> {
  return api.post<AiAgentTestResult>(`${adminAgentPath(id)}/test`, input);
}

export function useTestAgent(id: string) {
  return useMutation({ mutationFn: (input: AgentTest) => testAgent(id, input) });
}
