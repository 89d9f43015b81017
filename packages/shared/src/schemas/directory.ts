import type { ProfileLink } from "./profile";
import { directoryMessages } from "../messages/directory";
import { z } from "./zod";
import { LEVELS, MEMBER_LIMITS, type AiTier } from "../constants";
import { PENDING_SIGNUPS_PAGE_SIZE } from "../rules/join-policy";

/** Spec §9 filter values and sort options of the members directory. */
export const ROLE_FILTERS = ["all", "admin", "moderator", "student", "member"] as const;
export const ACCESS_FILTERS = ["all", "with_access", "no_access", "only_courses", "only_categories"] as const;
export const PERIOD_FILTERS = [
  "all",
  "last_7_days",
  "last_30_days",
  "last_3_months",
  "last_6_months",
  "last_year",
] as const;
export const MEMBER_SORTS = ["created_at", "full_name", "username", "points", "level"] as const;
export const DIRECTORY_PAGE_SIZE = 24;

export type RoleFilter = (typeof ROLE_FILTERS)[number];
export type AccessFilter = (typeof ACCESS_FILTERS)[number];
export type PeriodFilter = (typeof PERIOD_FILTERS)[number];
export type MemberSort = (typeof MEMBER_SORTS)[number];

/** Unknown values are refused (400), never silently ignored. */
export const directoryQuerySchema = z
  .object({
    q: z.string().trim().max(100).optional(),
    level: z.union([z.literal("all"), z.enum(LEVELS)]).default("all"),
    role: z.enum(ROLE_FILTERS).default("all"),
    access: z.enum(ACCESS_FILTERS).default("all"),
    period: z.enum(PERIOD_FILTERS).default("all"),
    sort: z.enum(MEMBER_SORTS).default("created_at"),
    limit: z.coerce.number().int().min(1).max(100).default(DIRECTORY_PAGE_SIZE),
    cursor: z.string().max(400).optional(),
  })
  .strict();
export type DirectoryQuery = z.input<typeof directoryQuerySchema>;

export type MemberCard = {
  id: string;
  full_name: string;
  username: string;
  avatar_url: string | null;
  /** The level's name members read (the community's); filters take the stored key (LEVELS). */
  level: string;
  points: number;
  is_admin: boolean;
  is_moderator: boolean;
  is_student: boolean;
  created_at: string;
  is_invite: false;
  /** Admins only. */
  email?: string;
  /** Admins only: granted courses and categories. */
  access?: { courses: number; categories: number };
};

/** A pending invite shown as a member (spec §3). Admins only. */
export type InviteCard = {
  id: string;
  full_name: string;
  username: string;
  email: string;
  avatar_url: null;
  /** The first level's name (the community's name for 'Padawan'). */
  level: string;
  points: 0;
  is_admin: boolean;
  is_moderator: boolean;
  is_student: boolean;
  created_at: string;
  expires_at: string;
  is_invite: true;
  invite_token: string;
  tags: string[];
  selected_courses: string[];
};

export type DirectoryPage = {
  items: MemberCard[];
  next_cursor: string | null;
  /**
   * Members matching the filters (X of 'X de Y membros'): on the first page only (no cursor); the
   * next pages bring null and the client keeps the first page's.
   */
  matched: number | null;
  /** Every member of the community (Y): on the first page only, like `matched`. */
  total: number | null;
};

export type MemberDetail = MemberCard & {
  bio: string;
  links: ProfileLink[];
  is_following: boolean;
  followers: number;
  following: number;
};

/** Grant or remove access; a grant may end at `expires_at` (ISO date-time, in the future) or never (null). */
export const accessChangeSchema = z
  .object({ granted: z.boolean(), expires_at: z.iso.datetime({ offset: true }).nullable().optional() })
  .strict();
export type AccessChange = z.input<typeof accessChangeSchema>;
/** PUT /api/admin/members/:id/roles — the roles switched (at least one). */
export const memberRolesSchema = z
  .object({
    is_admin: z.boolean().optional(),
    is_moderator: z.boolean().optional(),
    is_student: z.boolean().optional(),
  })
  .strict()
  .refine((v) => Object.values(v).some((flag) => flag !== undefined), directoryMessages.rolesEmpty);
export type MemberRolesChange = z.input<typeof memberRolesSchema>;
export type MemberRoles = { is_admin: boolean; is_moderator: boolean; is_student: boolean };

export const bulkDeleteSchema = z
  .object({ ids: z.array(z.string().min(1).max(64)).min(1).max(500) })
  .strict();

/** Where one access comes from: given by hand, or bought (which purchase, until when). */
export type AccessSource = {
  purchase: { id: string; provider: string; transaction: string; offers: string[] } | null;
  ends_at: string | null;
};

export type MemberAccess = {
  /** The member's roles ('Aluno' also comes from purchases: switched off, a purchase may keep it). */
  roles: MemberRoles;
  courses: {
    id: string;
    title: string;
    slug: string;
    category: string;
    granted: boolean;
    expires_at: string | null;
    sources: AccessSource[];
  }[];
  categories: { category: string; granted: boolean; expires_at: string | null; sources: AccessSource[] }[];
  /** The member's AI tier (which agents they may use): the highest of its sources. */
  ai_tier: AiTier;
  /** The tier given by hand ('trial' when none). */
  ai_tier_by_hand: AiTier;
  /** The tiers purchases give. */
  ai_tier_sources: (AccessSource & { tier: AiTier })[];
};
export type BulkDeleteResult = {
  results: { id: string; ok: boolean; error?: string }[];
  deleted: number;
  failed: number;
};

export type BatchRowStatus = "created" | "invited" | "already_member" | "already_invited" | "error";
export type BatchRowResult = {
  line?: number;
  name: string;
  email: string;
  status: BatchRowStatus;
  /** Invites: the invite, its e-mail's state (sent by a background job) and the link to copy. */
  invite_id?: string;
  email_status?: InviteEmailStatus;
  invite_url?: string;
  /** Already a member: the courses of the row they could not open before and now can. */
  courses_granted?: string[];
  error?: string;
};
export type BatchResult = {
  results: BatchRowResult[];
  summary: { created: number; invited: number; skipped: number; errors: number; emails_queued: number };
};

/** queued: waiting for (or between) tries; sent; failed: every try failed, the link is to be copied. */
export const INVITE_EMAIL_STATUSES = ["queued", "sent", "failed"] as const;
export type InviteEmailStatus = (typeof INVITE_EMAIL_STATUSES)[number];

export const batchEmailStatusSchema = z
  .object({ ids: z.array(z.uuid()).min(1).max(MEMBER_LIMITS.batchMax) })
  .strict();
export type BatchEmailStatus = {
  items: { id: string; email_status: InviteEmailStatus }[];
  queued: number;
  sent: number;
  failed: number;
};

export type InvitePreview = { name: string; email: string; expires_at: string };

export const acceptInviteSchema = z
  .object({ username: z.string().max(100), password: z.string().max(512) })
  .strip();

/** The admins' list of sign-ups waiting for approval: oldest first, keyset pages. */
export const pendingSignupsQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(50).default(PENDING_SIGNUPS_PAGE_SIZE),
    cursor: z.string().max(200).optional(),
  })
  .strict();
export type PendingSignupsQuery = z.input<typeof pendingSignupsQuerySchema>;

/** Someone who signed up (and confirmed the e-mail) while 'Cadastro' asked for approval. Admins only. */
export type PendingSignup = {
  id: string;
  full_name: string;
  username: string;
  email: string;
  created_at: string;
};

export type PendingSignupPage = {
  items: PendingSignup[];
  next_cursor: string | null;
  /** Every sign-up waiting: on the first page only (no cursor), null on the next ones. */
  total: number | null;
};
