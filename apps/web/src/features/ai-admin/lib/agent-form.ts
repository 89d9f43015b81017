import type { AiAgentAdmin, aiAgentInputSchema } from "@guilda/shared/schemas/ai";
import type { z } from "zod";

/** What the editor's form holds: the API's input, before its trimming and empty-to-null. */
export type AgentFormValues = z.input<typeof aiAgentInputSchema>;

export const NEW_AGENT_VALUES: AgentFormValues = {
  name: "",
  description: "",
  icon: null,
  required_tier: "trial",
  is_active: true,
  is_default: false,
  scope: "all",
  course_ids: [],
  space_ids: [],
  system_prompt: "",
  welcome_message: "",
  suggested_questions: [],
  model: "",
};

/** A saved agent as the form shows it (nulls as empty fields). */
export function formValuesOf(agent: AiAgentAdmin): AgentFormValues {
  return {
    name: agent.name,
    description: agent.description ?? "",
    icon: agent.icon,
    required_tier: agent.required_tier,
    is_active: agent.is_active,
    is_default: agent.is_default,
    scope: agent.scope,
    course_ids: agent.course_ids,
    space_ids: agent.space_ids,
    system_prompt: agent.system_prompt ?? "",
    welcome_message: agent.welcome_message ?? "",
    suggested_questions: agent.suggested_questions,
    model: agent.model ?? "",
  };
}

/** The fields a server's fieldErrors may name, so each message lands on its input. */
export const AGENT_FIELDS = [
  "name",
  "description",
  "icon",
  "required_tier",
  "is_active",
  "is_default",
  "scope",
  "course_ids",
  "space_ids",
  "system_prompt",
  "welcome_message",
  "suggested_questions",
  "suggested_questions.0",
  "suggested_questions.1",
  "suggested_questions.2",
  "suggested_questions.3",
  "model",
] as const;
