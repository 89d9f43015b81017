import type { AiAgentSummary } from "@guilda/shared";
import type { Db } from "../../platform/db";
import * as q from "./navigation.queries";

export async function activeAgents(db: Db) {
  return (await q.listActiveAgents(db)) as AiAgentSummary[];
}
