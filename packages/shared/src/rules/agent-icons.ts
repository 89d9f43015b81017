import { AGENT_ICON_MEDIA_PATH } from "./upload-types";

/**
 * The icons an admin picks for an AI agent: names of the app's icon set (lucide), drawn by the
 * web app. An agent's icon is one of these or an uploaded image, never markup.
 */
export const AGENT_ICONS = [
  "bot",
  "sparkles",
  "brain",
  "message-square",
  "messages-square",
  "graduation-cap",
  "book-open",
  "library",
  "lightbulb",
  "search",
  "compass",
  "wrench",
  "hammer",
  "palette",
  "paintbrush",
  "pen-tool",
  "camera",
  "music",
  "headphones",
  "code",
  "calculator",
  "dollar-sign",
  "chart-line",
  "briefcase",
  "shopping-bag",
  "package",
  "gift",
  "globe",
  "languages",
  "map",
  "heart",
  "star",
  "trophy",
  "target",
  "rocket",
  "shield",
  "scale",
  "gem",
  "leaf",
  "coffee",
  "dumbbell",
  "puzzle",
  "dices",
  "gamepad-2",
  "sword",
  "wand-sparkles",
  "megaphone",
  "handshake",
  "users",
  "calendar",
  "file-text",
] as const;
export type AgentIconName = (typeof AGENT_ICONS)[number];

/** What an agent without an icon shows. */
export const DEFAULT_AGENT_ICON: AgentIconName = "bot";

export function isAgentIconName(value: string): value is AgentIconName {
  return (AGENT_ICONS as readonly string[]).includes(value);
}

/** A name of the set, or the /media path of an icon uploaded with ?purpose=agent-icon. */
export function isAgentIcon(value: string): boolean {
  return isAgentIconName(value) || AGENT_ICON_MEDIA_PATH.test(value);
}
