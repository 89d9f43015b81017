import type { ContentModeration } from "./moderation";
import { suggestionMessages as m } from "../messages/suggestions";
import { SUGGESTION_STATUSES, type SuggestionStatus } from "../rules/suggestions";
import type { PostAuthor } from "./feed";
import { singleLine, z } from "./zod";

/**
 * Members' suggestions (/sugestoes): requests, votes, comments and the status history.
 * Imported by subpath (`@guilda/shared/schemas/suggestions`).
 */

export const SUGGESTION_CATEGORIES = [
  "cursos",
  "comunidade",
  "recursos",
  "plataforma",
  "eventos",
  "outros",
] as const;
export type SuggestionCategory = (typeof SUGGESTION_CATEGORIES)[number];

export const SUGGESTION_CATEGORY_LABELS: Record<SuggestionCategory, string> = {
  cursos: "Cursos e aulas",
  comunidade: "Comunidade e espaços",
  recursos: "Recursos e ferramentas",
  plataforma: "Plataforma e aplicativo",
  eventos: "Eventos e encontros",
  outros: "Outros",
};

export function isSuggestionCategory(value: string): value is SuggestionCategory {
  return (SUGGESTION_CATEGORIES as readonly string[]).includes(value);
}

/** votes: most votes first; recent: newest first; trending: most votes in the last 7 days. */
export const SUGGESTION_SORTS = ["votes", "recent", "trending"] as const;
export type SuggestionSort = (typeof SUGGESTION_SORTS)[number];

export const SUGGESTION_TITLE_MIN = 5;
export const SUGGESTION_TITLE_MAX = 120;
export const SUGGESTION_DESCRIPTION_MAX = 5000;
export const SUGGESTION_NOTE_MAX = 1000;
export const SUGGESTION_COMMENT_MAX = 2000;
export const SUGGESTIONS_PAGE_SIZE = 20;
/** Days of votes that make a suggestion 'Em alta'. */
export const SUGGESTION_TRENDING_DAYS = 7;

const statusSchema = z.enum(SUGGESTION_STATUSES, { error: m.statusInvalid });
const categorySchema = z.enum(SUGGESTION_CATEGORIES, { error: m.categoryInvalid });

/** GET /api/suggestions */
export const suggestionsQuerySchema = z
  .object({
    sort: z.enum(SUGGESTION_SORTS, { error: m.sortInvalid }).default("votes"),
    status: statusSchema.optional(),
    category: categorySchema.optional(),
    /** Words of the title, accents and case ignored. */
    q: z.string().trim().max(100, m.searchTooLong).optional(),
    limit: z.coerce.number().int().min(1).max(50).default(SUGGESTIONS_PAGE_SIZE),
    cursor: z.string().max(300).optional(),
  })
  .strip();
export type SuggestionsQuery = z.input<typeof suggestionsQuerySchema>;

const titleSchema = singleLine(
  z
    .string({ error: m.titleRequired })
    .trim()
    .min(1, m.titleRequired)
    .min(SUGGESTION_TITLE_MIN, m.titleTooShort)
    .max(SUGGESTION_TITLE_MAX, m.titleTooLong),
);
const descriptionSchema = z
  .string({ error: m.descriptionRequired })
  .trim()
  .min(1, m.descriptionRequired)
  .max(SUGGESTION_DESCRIPTION_MAX, m.descriptionTooLong);

/** POST /api/suggestions — the author is always the signed-in member. */
export const createSuggestionSchema = z
  .object({ title: titleSchema, description: descriptionSchema, category: categorySchema })
  .strip();
export type CreateSuggestionInput = z.input<typeof createSuggestionSchema>;

/** PATCH /api/suggestions/:id — any of the three. */
export const updateSuggestionSchema = z
  .object({
    title: titleSchema.optional(),
    description: descriptionSchema.optional(),
    category: categorySchema.optional(),
  })
  .strip()
  .refine((v) => v.title !== undefined || v.description !== undefined || v.category !== undefined, {
    message: m.nothingToChange,
    path: ["title"],
  });
export type UpdateSuggestionInput = z.input<typeof updateSuggestionSchema>;

/** PUT /api/admin/suggestions/:id/status — 'duplicada' names the original. */
export const changeSuggestionStatusSchema = z
  .object({
    status: statusSchema,
    note: z
      .string()
      .trim()
      .max(SUGGESTION_NOTE_MAX, m.noteTooLong)
      .optional()
      .nullable()
      .transform((v) => v || null),
    duplicate_of: z.uuid({ error: m.duplicateOfNotFound }).optional().nullable(),
  })
  .strip()
  .superRefine((v, ctx) => {
    if (v.status === "duplicada" && !v.duplicate_of)
      ctx.addIssue({ code: "custom", message: m.duplicateOfRequired, path: ["duplicate_of"] });
    if (v.status !== "duplicada" && v.duplicate_of)
      ctx.addIssue({ code: "custom", message: m.duplicateOfOnlyForDuplicates, path: ["duplicate_of"] });
  });
export type ChangeSuggestionStatusInput = z.input<typeof changeSuggestionStatusSchema>;

/** POST /api/suggestions/:id/comments — plain text, shown as text. */
export const createSuggestionCommentSchema = z
  .object({
    content: z
      .string({ error: m.commentRequired })
      .trim()
      .min(1, m.commentRequired)
      .max(SUGGESTION_COMMENT_MAX, m.commentTooLong),
  })
  .strip();
export type CreateSuggestionCommentInput = z.input<typeof createSuggestionCommentSchema>;

/** A suggestion another one points to (the original of a duplicate, or a duplicate of this one). */
export type SuggestionRef = { id: string; title: string; status: SuggestionStatus };

/** A suggestion in the list. The author is null once the member was deleted ('Membro removido'). */
export type SuggestionListItem = {
  id: string;
  title: string;
  /** The description's first characters, plain text. */
  excerpt: string;
  category: SuggestionCategory;
  status: SuggestionStatus;
  vote_count: number;
  comment_count: number;
  /** Votes of the last 7 days, in 'Em alta' lists (their order); null elsewhere. */
  recent_votes: number | null;
  created_at: string;
  author: PostAuthor | null;
  has_voted: boolean;
  duplicate_of: SuggestionRef | null;
  /** Hidden or held for review: seen only by its author and the staff (absent while visible). */
  moderation?: ContentModeration;
};

/** The viewer's open votes (on suggestions not closed) and the cap. */
export type SuggestionVoteBudget = { open_votes: number; max_open_votes: number };

export type SuggestionsPage = SuggestionVoteBudget & {
  items: SuggestionListItem[];
  next_cursor: string | null;
};

export type SuggestionStatusChange = {
  id: number;
  from_status: SuggestionStatus;
  to_status: SuggestionStatus;
  note: string | null;
  duplicate_of: SuggestionRef | null;
  /** Null when that admin's account was deleted. */
  changed_by: { id: string; full_name: string } | null;
  created_at: string;
};

/** GET /api/suggestions/:id (and every write's answer). */
export type SuggestionDetail = SuggestionListItem &
  SuggestionVoteBudget & {
    description: string;
    updated_at: string;
    status_note: string | null;
    status_changed_at: string | null;
    /** Suggestions marked as duplicates of this one (their votes were moved here). */
    duplicates: SuggestionRef[];
    /** Oldest first. */
    history: SuggestionStatusChange[];
    can_edit: boolean;
    can_delete: boolean;
    can_change_status: boolean;
  };

/** PUT/DELETE /api/suggestions/:id/vote */
export type SuggestionVoteResult = SuggestionVoteBudget & {
  id: string;
  vote_count: number;
  has_voted: boolean;
};

export type SuggestionComment = {
  id: string;
  suggestion_id: string;
  content: string;
  created_at: string;
  author: PostAuthor;
  /** Hidden or held for review: seen only by its author and the staff (absent while visible). */
  moderation?: ContentModeration;
};

/** GET /api/suggestions/:id/comments — oldest first. */
export type SuggestionCommentsPage = {
  items: SuggestionComment[];
  next_cursor: string | null;
  comment_count: number;
};
