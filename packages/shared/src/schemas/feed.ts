import type { ContentModeration } from "./moderation";
import type { NotificationView } from "./notifications";
import { singleLine, z } from "./zod";
import type { PostMediaType } from "../constants";
import { feedMessages as m } from "../messages/feed";

export const FEED_TABS = ["recentes", "populares", "seguindo"] as const;
export type FeedTab = (typeof FEED_TABS)[number];
export const FEED_PAGE_SIZE = 20;
/** Populares ranks the engagement of the last 30 days (decisions.md). */
export const POPULAR_WINDOW_DAYS = 30;

export const feedQuerySchema = z.object({
  tab: z.enum(FEED_TABS).default("recentes"),
  /** Only this space's posts (the space page). */
  space: z.string().trim().min(1).max(120).optional(),
  /** Only this author's posts (the member page). */
  author: z.string().trim().min(1).max(64).optional(),
  /** Only posts with an image or GIF (the 'imagens' gallery). */
  media: z.enum(["images"]).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(FEED_PAGE_SIZE),
  cursor: z.string().max(300).optional(),
});
export type FeedQuery = z.input<typeof feedQuerySchema>;

export const createPostSchema = z
  .object({
    title: singleLine(z.string().trim().min(1, m.requiredText).max(200, m.titleTooLong)),
    content: z.string().trim().min(1, m.requiredText).max(20_000, m.contentTooLong),
    /** The space to post in; without it the first 'publicacoes' space the member can post to. */
    space_id: z.uuid().optional(),
    /** An upload made by this member through POST /api/uploads. */
    upload_id: z.uuid().optional(),
    /** A YouTube, Vimeo or Wistia link (spec §5). */
    video_url: singleLine(z.string().trim().max(2048)).optional(),
  })
  .strip()
  .refine((v) => !(v.upload_id && v.video_url), { message: m.oneMediaOnly, path: ["video_url"] });
export type CreatePostInput = z.input<typeof createPostSchema>;

export const pinPostSchema = z.object({ is_pinned: z.boolean() }).strip();

export const createCommentSchema = z
  .object({
    content: z.string().trim().min(1, m.commentRequired).max(5000, m.commentTooLong),
    /** Replying to this top-level comment (one level of replies). */
    parent_id: z.uuid().optional(),
  })
  .strip();
export type CreateCommentInput = z.input<typeof createCommentSchema>;

export type PostAuthor = {
  id: string;
  username: string;
  full_name: string;
  avatar_url: string | null;
  is_admin: boolean;
  is_moderator: boolean;
};

export type PostView = {
  id: string;
  title: string;
  content: string;
  created_at: string;
  is_pinned: boolean;
  /** Uploaded files: their address under /media; video links: the video id (spec §7.2). */
  media_url: string | null;
  media_type: PostMediaType | null;
  author: PostAuthor;
  space: { id: string; name: string; slug: string };
  likes_count: number;
  comments_count: number;
  is_liked_by_user: boolean;
  /** The viewer follows the author. */
  is_following_author: boolean;
  /** '@username' mentions of the content that name a member: lower-case username → profile id. */
  mentions: Record<string, string>;
  /** Hidden or held for review: seen only by its author and the staff (absent while visible). */
  moderation?: ContentModeration;
};

export type FeedPage = { items: PostView[]; next_cursor: string | null };

export type CommentView = {
  id: string;
  post_id: string;
  parent_id: string | null;
  content: string;
  created_at: string;
  author: PostAuthor;
  /** '@username' mentions that name a member: lower-case username → profile id. */
  mentions: Record<string, string>;
  /** Hidden or held for review: seen only by its author and the staff (absent while visible). */
  moderation?: ContentModeration;
};

export type CommentsPage = { items: CommentView[]; comments_count: number };

export type LikeState = { likes_count: number; is_liked_by_user: boolean };
export type FollowState = { is_following: boolean };

export type UploadView = {
  id: string;
  url: string;
  media_type: "image" | "gif" | "video";
  size: number;
  /** A video's length in whole seconds, measured from its container; null when unreadable. */
  duration_seconds?: number | null;
};

export const chatMessageSchema = z
  .object({ content: z.string().trim().min(1, m.chatMessageRequired).max(1000, m.chatMessageTooLong) })
  .strip();

export type ChatMessageView = {
  id: string;
  space_id: string;
  content: string;
  created_at: string;
  author: PostAuthor;
  /** Hidden or held for review: seen only by its author and the staff (absent while visible). */
  moderation?: ContentModeration;
};
export type ChatPage = { items: ChatMessageView[]; next_cursor: string | null };

export type ActiveMember = {
  id: string;
  full_name: string;
  username: string;
  avatar_url: string | null;
  last_active_at: string | null;
};

/** Events of a space: they reach whoever may see the space. */
export type SpaceEvent =
  | { type: "post.created"; post_id: string; space_id: string; author_id: string }
  | { type: "post.updated"; post_id: string; space_id: string; likes_count: number; comments_count: number }
  | { type: "post.deleted"; post_id: string; space_id: string }
  | { type: "chat.message"; space_id: string; message: ChatMessageView };

/** Events for one member only (`user_id`): their notifications and their points. */
export type MemberEvent =
  | { type: "notification.created"; user_id: string; notification: NotificationView; unread_count: number }
  | { type: "notifications.read"; user_id: string; unread_count: number }
  /** `level` is the name members read. */
  | { type: "points.changed"; user_id: string; points: number; level: string; level_up: boolean };

/** Events pushed on /api/realtime. */
export type RealtimeEvent = SpaceEvent | MemberEvent;

/**
 * What the socket carries. Each event comes with its `id`, increasing on every instance. The first
 * message is `hello`: the newest id so far (the point from which this socket hears everything) and
 * whether the events since the `since` the client gave could not be replayed (`resync`: read
 * everything again). A reconnection sends `?since=<last id seen>` and receives, once and in order,
 * what it missed before the live events.
 */
export type RealtimeMessage =
  (RealtimeEvent & { id: number }) | { type: "hello"; last_id: number; resync: boolean } | { type: "pong" };
