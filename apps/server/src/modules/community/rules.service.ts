import { auditMessages } from "@guilda/shared/messages/audit";
import type { RulesPreview, RulesView } from "@guilda/shared/schemas/community";
import type { Db } from "../../platform/db";
import type { Viewer } from "../../platform/http/context";
import { renderMarkdown } from "../../platform/markdown";
import { recordAuditChange } from "../audit/audit.service";
import * as q from "./rules.queries";

// Rules are read on every visit to /regras and change rarely: the last rendering is kept.
let rendered: { markdown: string; html: string } | undefined;

function render(markdown: string): string {
  if (rendered?.markdown !== markdown) rendered = { markdown, html: renderMarkdown(markdown) };
  return rendered.html;
}

/** GET /api/rules — sanitized HTML for everyone; the markdown source only for admins. */
export async function getRules(db: Db, viewer: Viewer): Promise<RulesView> {
  const row = await q.readRules(db);
  const markdown = row?.markdown ?? "";
  return {
    html: render(markdown),
    markdown: viewer.profile.is_admin ? markdown : null,
    updated_at: row ? row.updated_at.toISOString() : null,
    updated_by_name: row?.updated_by_name ?? null,
  };
}

export async function saveRules(db: Db, viewer: Viewer, markdown: string): Promise<RulesView> {
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const before = (await q.readRules(tx))?.markdown ?? "";
    await q.upsertRules(tx, markdown, viewer.userId);
    await recordAuditChange(tx, {
      actorId: viewer.userId,
      action: "rules.update",
      target: { kind: "rules", label: auditMessages.targets.rules },
      before: { markdown: before },
      after: { markdown },
    });
  });
  return getRules(db, viewer);
}

/** The editor's preview, rendered exactly as members will see it. */
export function previewRules(markdown: string): RulesPreview {
  return { html: renderMarkdown(markdown) };
}

/** The admin hub's 'Regras da comunidade' card: when they were last saved, or null while empty. */
export async function rulesHubCounts(db: Db) {
  const row = await q.readRules(db);
  return { updated_at: row && row.markdown.trim() ? row.updated_at.toISOString() : null };
}
