import type { SpaceType } from "../constants";
import { planMessages as m } from "../messages/plans";
import { z } from "./zod";

/**
 * Community rules (/regras) and the community overview (/comunidade).
 * Imported by subpath (`@guilda/shared/schemas/community`).
 */

export const RULES_MAX_CHARS = 50_000;

/** GET /api/rules, PUT /api/admin/rules. */
export type RulesView = {
  /** The markdown rendered on the server and sanitized; '' when no rules were written. */
  html: string;
  /** The source, for admins only (null for members). */
  markdown: string | null;
  updated_at: string | null;
  updated_by_name: string | null;
};

/** PUT /api/admin/rules */
export const updateRulesSchema = z
  .object({ markdown: z.string().max(RULES_MAX_CHARS, m.rulesTooLong) })
  .strip();
export type UpdateRulesInput = z.input<typeof updateRulesSchema>;

/** POST /api/admin/rules/preview → { html } */
export const rulesPreviewSchema = updateRulesSchema;
export type RulesPreview = { html: string };

export type CommunitySpaceView = {
  id: string;
  name: string;
  slug: string;
  icon: string | null;
  description: string | null;
  space_type: SpaceType;
  /** Non-deleted posts. */
  post_count: number;
  /** Chat messages (a 'chat' space has these instead of posts). */
  message_count: number;
  /** Newest non-deleted post's or chat message's created_at, null when the space has none. */
  last_activity_at: string | null;
};

/** GET /api/community/overview — spaces the member can see, in sidebar order. */
export type CommunityOverview = {
  member_count: number;
  spaces: CommunitySpaceView[];
};
