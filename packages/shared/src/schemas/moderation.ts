import { z } from "./zod";
import { moderationMessages as m } from "../messages/moderation";
import {
  CASE_ACTIONS,
  MEMBER_ACTIONS,
  MODERATION_KINDS,
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  WARN_TEXT_MAX,
  WORD_LIST_MAX,
  WORD_MAX,
  type CaseAction,
  type ContentModeration,
  type HeldReason,
  type MemberAction,
  type ModerationKind,
  type ReportReason,
} from "../rules/moderation-constants";

// The lists and limits live beside the rules, without zod; this module keeps offering them.
export * from "../rules/moderation-constants";

/** POST /api/reports */
export const reportSchema = z
  .object({
    kind: z.enum(MODERATION_KINDS, { error: m.kindInvalid }),
    item_id: z.string({ error: m.reportNotFound }).trim().min(1, m.reportNotFound).max(200, m.reportNotFound),
    reason: z.enum(REPORT_REASONS, { error: m.reasonInvalid }),
    note: z.string({ error: m.noteTooLong }).trim().max(REPORT_NOTE_MAX, m.noteTooLong).optional(),
  })
  .strict();
export type ReportInput = z.input<typeof reportSchema>;

/** POST /api/moderation/cases/:id/actions */
export const caseActionSchema = z
  .object({
    action: z.enum(CASE_ACTIONS, { error: m.actionInvalid }),
  })
  .strict();
export type CaseActionInput = z.input<typeof caseActionSchema>;

/** POST /api/moderation/members/:id/actions */
export const memberActionSchema = z
  .object({
    action: z.enum(MEMBER_ACTIONS, { error: m.actionInvalid }),
    /** A warning's text (required for warn), or a note for the record. */
    note: z.string({ error: m.warnTextRequired }).trim().max(WARN_TEXT_MAX, m.warnTextRequired).optional(),
    /** A silence's days (1, 7 or 30) or null for until lifted; only for 'silence'. */
    days: z.union([z.literal(1), z.literal(7), z.literal(30), z.null()], { error: m.daysInvalid }).optional(),
    /** The queue item this measure comes from, to keep them together in the history. */
    case_id: z.uuid({ error: m.caseNotFound }).optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.action === "warn" && !value.note)
      ctx.addIssue({ code: "custom", path: ["note"], message: m.warnTextRequired });
    if (value.action === "silence" && value.days === undefined)
      ctx.addIssue({ code: "custom", path: ["days"], message: m.daysInvalid });
  });
export type MemberActionInput = z.input<typeof memberActionSchema>;

/** PUT /api/moderation/settings (admins). */
export const moderationSettingsSchema = z
  .object({
    hide_threshold: z
      .number({ error: m.thresholdInvalid })
      .int(m.thresholdInvalid)
      .min(1, m.thresholdInvalid)
      .max(50, m.thresholdInvalid),
    link_limit: z
      .number({ error: m.linkLimitInvalid })
      .int(m.linkLimitInvalid)
      .min(0, m.linkLimitInvalid)
      .max(50, m.linkLimitInvalid),
    min_points: z
      .number({ error: m.minPointsInvalid })
      .int(m.minPointsInvalid)
      .min(0, m.minPointsInvalid)
      .max(1_000_000, m.minPointsInvalid),
    word_list: z
      .array(
        z
          .string({ error: m.wordListInvalid })
          .trim()
          .min(1, m.wordListInvalid)
          .max(WORD_MAX, m.wordListInvalid),
        {
          error: m.wordListInvalid,
        },
      )
      .max(WORD_LIST_MAX, m.wordListInvalid),
  })
  .strict();
export type ModerationSettings = z.infer<typeof moderationSettingsSchema>;

/** A member as the queue shows them, with the measures in force. */
export type ModeratedMember = {
  id: string;
  full_name: string;
  username: string;
  avatar_url: string | null;
  is_admin: boolean;
  is_moderator: boolean;
  /** ISO date (`SILENCED_FOREVER` until lifted) while silenced, else null. */
  silenced_until: string | null;
  suspended: boolean;
  banned: boolean;
};

export type ReportView = {
  id: string;
  reporter: { id: string; full_name: string; username: string } | null;
  reason: ReportReason;
  note: string;
  created_at: string;
};

export type ModerationHistoryEntry = {
  id: string;
  action: CaseAction | MemberAction;
  actor: { id: string; full_name: string } | null;
  note: string;
  /** A silence's end; null for until lifted or for other actions. */
  until: string | null;
  created_at: string;
};

/** The item as members saw it (or would see it): its text, where it lives, and whether it still exists. */
export type ModeratedItem = {
  /** A post's or suggestion's title; empty for the other kinds. */
  title: string;
  /** The text members read (a profile: its bio). */
  text: string;
  /** Where it can be opened in the app, or null (a removed item). */
  link: string | null;
  /** Where it lives ('Geral', a lesson's title, a supplier's name). */
  context: string;
  created_at: string | null;
  /** The content's own state now. */
  moderation: ContentModeration;
  /** Removed since (by its author or a moderator). */
  removed: boolean;
  media_url: string | null;
};

export type ModerationCaseView = {
  id: string;
  kind: ModerationKind;
  item_id: string;
  status: "open" | "closed";
  held_reason: HeldReason | null;
  hidden: boolean;
  report_count: number;
  opened_at: string;
  item: ModeratedItem;
  author: ModeratedMember;
  reports: ReportView[];
  /** Earlier moderation of the same author, newest first (at most 20). */
  history: ModerationHistoryEntry[];
};

export type ModerationQueuePage = {
  items: ModerationCaseView[];
  next_cursor: string | null;
  open_count: number;
};

/** The answer of POST /api/reports. */
export type ReportResult = { reported: true; hidden: boolean };
