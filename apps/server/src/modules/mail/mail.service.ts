import type { Db } from "../../platform/db";
import { listOutbox } from "./mail.queries";

export type OutboxItem = {
  id: string;
  to: string;
  subject: string;
  created_at: string;
  /** Only for the admin's own messages: others' carry secret links (reset, confirmation, invite). */
  text?: string;
  html?: string | null;
};

/**
 * The development outbox as an admin may see it: every message's recipient, subject and time,
 * and the body only of messages addressed to that admin. The links stay in the server log.
 */
export async function outboxFor(db: Db, viewerEmail: string, limit = 50): Promise<OutboxItem[]> {
  const rows = await listOutbox(db, limit);
  const own = viewerEmail.toLowerCase();
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    created_at: row.created_at.toISOString(),
    ...(row.to.toLowerCase() === own ? { text: row.text, html: row.html } : {}),
  }));
}
