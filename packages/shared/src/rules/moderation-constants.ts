// The moderation's lists and limits, apart from the request schemas: the pages that only show a
// member's state (a silence's end, a held post) read them without loading the validation library.
/** What can be reported: every kind members write, and a member's profile. */
export const MODERATION_KINDS = [
  "post",
  "comment",
  "lesson_comment",
  "chat_message",
  "suggestion",
  "suggestion_comment",
  "supplier_rating",
  "profile",
] as const;
export type ModerationKind = (typeof MODERATION_KINDS)[number];

export const REPORT_REASONS = ["spam", "ofensivo", "assedio", "improprio", "outro"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** A piece of content's state: 'hidden' and 'held' are seen only by its author and the staff. */
export const CONTENT_MODERATION = ["visible", "hidden", "held"] as const;
export type ContentModeration = (typeof CONTENT_MODERATION)[number];

export const HELD_REASONS = ["links", "words", "repeated"] as const;
export type HeldReason = (typeof HELD_REASONS)[number];

/** Decisions on an item of the queue. 'approve' publishes a held item; 'keep' dismisses the reports. */
export const CASE_ACTIONS = ["keep", "hide", "delete", "approve"] as const;
export type CaseAction = (typeof CASE_ACTIONS)[number];

/** Measures on a member. 'lift' ends a silence or a suspension (a ban is lifted by an admin too). */
export const MEMBER_ACTIONS = ["warn", "silence", "suspend", "ban", "lift"] as const;
export type MemberAction = (typeof MEMBER_ACTIONS)[number];

/** A silence's lengths in days; null is until lifted. Moderators go up to 7 days. */
export const SILENCE_DAYS = [1, 7, 30] as const;
export const MODERATOR_MAX_SILENCE_DAYS = 7;

/** A silence until lifted is stored as this date (9999-12-31): every check is one comparison. */
export const SILENCED_FOREVER = "9999-12-31T00:00:00.000Z";

export const HIDE_THRESHOLD_DEFAULT = 3;
export const LINK_LIMIT_DEFAULT = 2;
export const MIN_POINTS_DEFAULT = 10;
/** A member is new, for the link rule, during their first hours. */
export const NEW_MEMBER_HOURS = 24;
/** The same text this many times within the window is held. */
export const REPEAT_COUNT = 3;
export const REPEAT_WINDOW_MINUTES = 10;
export const REPORT_NOTE_MAX = 500;
export const WARN_TEXT_MAX = 1000;
export const WORD_LIST_MAX = 500;
export const WORD_MAX = 80;
