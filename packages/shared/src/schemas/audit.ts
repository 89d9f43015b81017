import { auditMessages as m } from "../messages/audit";
import { singleLine, z } from "./zod";

/**
 * What the audit log records: every action of a moderator or an admin, by a dotted name. Each
 * name has its pt-BR label in `auditActionLabels` (messages/audit.ts).
 */
export const AUDIT_ACTIONS = [
  "moderation.keep",
  "moderation.hide",
  "moderation.delete",
  "moderation.approve",
  "moderation.warn",
  "moderation.silence",
  "moderation.suspend",
  "moderation.ban",
  "moderation.lift",
  "moderation.settings",
  "post.delete",
  "comment.delete",
  "lesson_comment.delete",
  "chat_message.delete",
  "suggestion.delete",
  "suggestion_comment.delete",
  "supplier_rating.delete",
  "member.roles",
  "member.course",
  "member.category",
  "member.ai_tier",
  "member.create",
  "member.delete",
  "signup.approve",
  "signup.refuse",
  "invite.send",
  "invite.cancel",
  "settings.identity",
  "settings.offer",
  "settings.pinned_links",
  "settings.composer_space",
  "settings.join_policy",
  "settings.public_page",
  "plan.update",
  "sales.offer_create",
  "sales.offer_update",
  "sales.offer_delete",
  "sales.provider",
  "backup.create",
  "backup.settings",
  "gamification.rules",
  "gamification.mission_create",
  "gamification.mission_update",
  "gamification.mission_delete",
  "space.create",
  "space.update",
  "space.delete",
  "space.reorder",
  "space.member_add",
  "space.member_remove",
  "rules.update",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The filter's groups: every action whose name starts with one of these (`member.` → member.*). */
export const AUDIT_ACTION_GROUPS = [
  "member.",
  "signup.",
  "invite.",
  "moderation.",
  "settings.",
  "plan.",
  "sales.",
  "backup.",
  "gamification.",
  "space.",
  "rules.",
] as const;
export type AuditActionGroup = (typeof AUDIT_ACTION_GROUPS)[number];

/** The catalogue's actions of a group, or the one action named. */
export function auditActionsOf(filter: AuditAction | AuditActionGroup): AuditAction[] {
  return filter.endsWith(".")
    ? AUDIT_ACTIONS.filter((action) => action.startsWith(filter))
    : [filter as AuditAction];
}

/** Entries per page of /admin/registro. */
export const AUDIT_PAGE_SIZE = 50;

const isAuditFilter = (value: string): value is AuditAction | AuditActionGroup =>
  (AUDIT_ACTIONS as readonly string[]).includes(value) ||
  (AUDIT_ACTION_GROUPS as readonly string[]).includes(value);

/** A calendar day, 'yyyy-mm-dd', that exists (2026-02-30 is refused). */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, m.dateInvalid)
  .refine((v) => {
    const time = Date.parse(`${v}T00:00:00Z`);
    return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === v;
  }, m.dateInvalid);

/** The filters of /admin/registro and its CSV (the period's days are read in São Paulo time). */
export const auditFilterShape = {
  /** Who acted: a member's id. */
  actor: z.string().trim().min(1, m.actorInvalid).max(64, m.actorInvalid).optional(),
  /** One action of the catalogue, or a group (`member.`). */
  action: z
    .string()
    .max(60, m.actionInvalid)
    .refine(isAuditFilter, m.actionInvalid)
    .transform((v) => v as AuditAction | AuditActionGroup)
    .optional(),
  from: day.optional(),
  to: day.optional(),
  /** Text in the target's name. */
  q: singleLine(z.string().trim().max(100, m.textTooLong)).optional(),
};

const periodInOrder = (v: { from?: string | undefined; to?: string | undefined }) =>
  !v.from || !v.to || v.from <= v.to;

/** GET /api/admin/audit/export.csv */
export const auditExportQuerySchema = z
  .object(auditFilterShape)
  .strict()
  .refine(periodInOrder, { message: m.periodInvalid, path: ["to"] });
export type AuditFilters = z.output<typeof auditExportQuerySchema>;

/** GET /api/admin/audit */
export const auditQuerySchema = z
  .object({
    ...auditFilterShape,
    limit: z.coerce.number().int().min(1).max(100).default(AUDIT_PAGE_SIZE),
    cursor: z.string().max(200).optional(),
  })
  .strict()
  .refine(periodInOrder, { message: m.periodInvalid, path: ["to"] });
export type AuditQuery = z.input<typeof auditQuerySchema>;

/** One row of /admin/registro. */
export type AuditEntryView = {
  id: string;
  created_at: string;
  actor: { id: string | null; full_name: string };
  action: AuditAction;
  target_kind: string;
  target_id: string | null;
  target_label: string;
  before: unknown;
  after: unknown;
};

/** GET /api/admin/audit: newest first. */
export type AuditPage = { items: AuditEntryView[]; next_cursor: string | null };

/** GET /api/admin/audit/actors: who may have acted (admins and moderators now), by name. */
export type AuditActor = { id: string; full_name: string };
