import type { AiAgentListItem } from "@guilda/shared/schemas/ai";
import type { Db } from "../../platform/db";
import type { Viewer } from "../../platform/http/context";
import { sidebarAgents } from "../ai/ai.service";

/** The sidebar's AI agents: every active one by name, locked when above the viewer's tier. */
export function activeAgents(db: Db, viewer: Viewer): Promise<AiAgentListItem[]> {
  return sidebarAgents(db, viewer);
}
