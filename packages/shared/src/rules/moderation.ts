import { moderationMessages as m } from "../messages/moderation";
import type { ModerationSettings } from "../schemas/moderation";
import {
  MODERATOR_MAX_SILENCE_DAYS,
  NEW_MEMBER_HOURS,
  REPEAT_COUNT,
  SILENCED_FOREVER,
  type HeldReason,
  type MemberAction,
} from "./moderation-constants";

/**
 * The held-for-review rules and the moderators' limits, pure: the server applies them, the tests
 * pin them down.
 */

/** Lower case, without accents: how the word list is stored and how texts are compared to it. */
export function foldText(text: string) {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** Addresses in a text: http(s)://… and www.… each count once. */
export function countLinks(text: string) {
  return (text.match(/\b(?:https?:\/\/|www\.)[^\s<>()]+/giu) ?? []).length;
}

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The first word or phrase of the list the text contains as whole words ('spam' is not found in
 * 'spammer's' middle, 'compre já' is found in 'Compre JÁ!'), or null.
 */
export function matchedWord(text: string, words: readonly string[]) {
  const folded = foldText(text);
  for (const word of words) {
    const w = foldText(word).trim();
    if (!w) continue;
    const pattern = new RegExp(
      `(^|[^\\p{L}\\p{N}])${escape(w).replace(/\s+/g, "\\s+")}(?=$|[^\\p{L}\\p{N}])`,
      "u",
    );
    if (pattern.test(folded)) return word;
  }
  return null;
}

/** The word list as stored: folded, trimmed, without blanks or repeats, in the admin's order. */
export function normalizeWordList(words: readonly string[]) {
  return [...new Set(words.map((w) => foldText(w).trim().replace(/\s+/g, " ")).filter(Boolean))];
}

export type HoldInput = {
  text: string;
  /** When the author joined, and their points. */
  joinedAt: Date;
  points: number;
  /** How many times the author wrote this same text in the last REPEAT_WINDOW_MINUTES, before this one. */
  repeats: number;
  now: Date;
  settings: Pick<ModerationSettings, "link_limit" | "min_points" | "word_list">;
};

/**
 * Why a post or comment waits for review before anyone sees it, or null: a word of the admin's
 * list; the same text for the REPEAT_COUNT-th time within the window; more links than allowed
 * from a member in their first NEW_MEMBER_HOURS or below the points threshold.
 */
export function heldReason(input: HoldInput): HeldReason | null {
  if (matchedWord(input.text, input.settings.word_list)) return "words";
  if (input.repeats + 1 >= REPEAT_COUNT) return "repeated";
  const isNew =
    input.now.getTime() - input.joinedAt.getTime() < NEW_MEMBER_HOURS * 60 * 60 * 1000 ||
    input.points < input.settings.min_points;
  if (isNew && countLinks(input.text) > input.settings.link_limit) return "links";
  return null;
}

/** When a silence of `days` started now ends; null days: until lifted. */
export function silenceEnd(days: number | null, now: Date) {
  return days === null ? new Date(SILENCED_FOREVER) : new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
}

export type Roles = { is_admin: boolean; is_moderator: boolean };

/**
 * Whether `actor` may take `action` on `target`: null when allowed, else the pt-BR refusal.
 * Nobody acts on themselves or on an admin; moderators act on plain members only, warn, silence
 * up to 7 days and lift a silence; suspend and ban are admins'.
 */
export function memberActionRefusal(
  actor: Roles & { id: string },
  target: Roles & { id: string },
  action: MemberAction,
  days?: number | null,
): string | null {
  if (!actor.is_admin && !actor.is_moderator) return m.adminsOnly;
  if (actor.id === target.id) return m.cannotActOnSelf;
  if (target.is_admin) return m.cannotActOnStaff;
  if (actor.is_admin) return null;
  if (target.is_moderator) return m.cannotActOnStaff;
  if (action === "suspend" || action === "ban") return m.adminsOnly;
  if (action === "silence" && (days === null || days === undefined || days > MODERATOR_MAX_SILENCE_DAYS))
    return m.moderatorSilenceLimit;
  return null;
}

/** The silence as a member reads it: 'até 12/12/2026 às 14:00' in Brasília time, or until lifted. */
export function silencedMessage(until: string) {
  if (until >= SILENCED_FOREVER) return m.silencedForever;
  const date = new Date(until);
  const day = new Intl.DateTimeFormat("pt-BR", {
    timeZone: "America/Sao_Paulo",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  }).format(date);
  const time = new Intl.DateTimeFormat("pt-BR", {
    timeZone: "America/Sao_Paulo",
    hour: "2-digit",
    minute: "2-digit",
  }).format(date);
  return m.silenced(`${day} às ${time}`);
}
