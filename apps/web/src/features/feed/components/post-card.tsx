import { postRoleLabel } from "@guilda/shared/rules/roles";
import { webFeedMessages as m } from "@guilda/shared/messages/web-feed";
import { moderationKindLabels } from "@guilda/shared/messages/moderation";
import { webModerationMessages as mm } from "@guilda/shared/messages/web-moderation";
import type { PostView } from "@guilda/shared/schemas/feed";
import type { ReportResult } from "@guilda/shared/schemas/moderation";
import { useQueryClient } from "@tanstack/react-query";
import { formatDistanceToNow } from "date-fns";
import { ptBR } from "date-fns/locale/pt-BR";
import { Pin } from "lucide-react";
import { lazy, Suspense, useId, useState } from "react";
import { Link } from "react-router";
import { ModerationBadge } from "@/components/moderation/moderation-badge";
import { ReportButton } from "@/components/moderation/report-button";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useSession } from "@/hooks/use-session";
import { cn } from "@/lib/cn";
import { paths } from "@/lib/paths";
import { postKeys } from "../lib/post-cache";
import { FollowButton } from "./follow-button";
import { CommentsToggle, LikeButton, ShareButton } from "./post-actions";
import { PostContent } from "./post-content";
import { PostMedia } from "./post-media";

const OwnerActions = lazy(() =>
  import("./owner-actions").then((module) => ({ default: module.OwnerActions })),
);
const CommentsSection = lazy(() =>
  import("./comments-section").then((module) => ({ default: module.CommentsSection })),
);

// Full date for the tooltip; Intl keeps date-fns' long formats out of the feed bundle.
const fullDate = new Intl.DateTimeFormat("pt-BR", { dateStyle: "long", timeStyle: "short" });

type PostCardProps = {
  post: PostView;
  defaultCommentsOpen?: boolean;
  onDeleted?: () => void;
};

export function PostCard({ post, defaultCommentsOpen = false, onDeleted }: PostCardProps) {
  const { profile, isAdmin } = useSession();
  const [isCommentsOpen, setCommentsOpen] = useState(defaultCommentsOpen);
  const commentsId = useId();
  const role = postRoleLabel(post.author);
  const createdAt = new Date(post.created_at);
  const titleId = `post-${post.id}-title`;
  const isOwn = profile?.id === post.author.id;
  const authorPath = paths.member(post.author.id);
  const queryClient = useQueryClient();
  // A report that reached the threshold took the post off the feeds: read them again.
  const onReported = (result: ReportResult) => {
    if (result.hidden) void queryClient.invalidateQueries({ queryKey: postKeys.feeds });
  };

  return (
    <Card className={cn("overflow-hidden", post.is_pinned && "border-primary/50 ring-1 ring-primary/25")}>
      <article aria-labelledby={titleId} className="flex flex-col gap-4 p-4 sm:p-6">
        {post.is_pinned ? (
          <Badge className="gap-1 self-start tracking-wide">
            <Pin className="size-3" aria-hidden="true" />
            {m.pinned}
          </Badge>
        ) : null}
        {/* Grid: the time and space line runs under the name and the follow button alike. */}
        <header className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-0.5">
          <Link to={authorPath} tabIndex={-1} aria-hidden="true" className="row-span-2 self-start">
            <Avatar name={post.author.full_name} src={post.author.avatar_url} />
          </Link>
          <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
            <Link to={authorPath} className="truncate font-semibold hover:underline focus-visible:underline">
              {post.author.full_name}
            </Link>
            {role ? <Badge variant={role === "Admin" ? "default" : "secondary"}>{role}</Badge> : null}
          </div>
          {isOwn ? null : (
            <div className="col-start-3 row-start-1">
              <FollowButton
                memberId={post.author.id}
                memberName={post.author.full_name}
                isFollowing={post.is_following_author}
              />
            </div>
          )}
          <div className="col-span-2 col-start-2 flex flex-wrap items-center gap-x-1.5 text-sm text-muted-foreground">
            <time dateTime={post.created_at} title={fullDate.format(createdAt)}>
              {formatDistanceToNow(createdAt, { addSuffix: true, locale: ptBR })}
            </time>
            <span className="min-w-0 truncate">
              <span aria-hidden="true">· </span>
              {m.postedIn}{" "}
              <Link
                to={paths.space(post.space.slug)}
                className="font-medium text-foreground/80 hover:underline"
              >
                {post.space.name}
              </Link>
            </span>
          </div>
        </header>
        <ModerationBadge state={post.moderation} />
        <div className="grid gap-2">
          <h2 id={titleId} className="text-lg leading-snug font-semibold break-words">
            {post.title}
          </h2>
          <PostContent
            text={post.content}
            mentions={post.mentions}
            className="leading-relaxed text-foreground/90"
          />
        </div>
        <PostMedia post={post} />
        <div className="-mx-2 flex flex-wrap items-center gap-1 border-t border-border pt-3 text-muted-foreground">
          <LikeButton post={post} />
          <CommentsToggle
            count={post.comments_count}
            isOpen={isCommentsOpen}
            controls={commentsId}
            onToggle={() => setCommentsOpen((open) => !open)}
          />
          <ShareButton post={post} />
          <div className="ml-auto flex items-center gap-1">
            {isOwn ? null : (
              <ReportButton
                kind="post"
                itemId={post.id}
                authorId={post.author.id}
                label={mm.reportItemLabel(moderationKindLabels.post, post.author.full_name)}
                onReported={onReported}
              />
            )}
            {isAdmin || isOwn ? (
              <Suspense fallback={null}>
                <OwnerActions post={post} canPin={isAdmin} onDeleted={onDeleted} />
              </Suspense>
            ) : null}
          </div>
        </div>
        {isCommentsOpen ? (
          <Suspense
            fallback={
              <div className="flex justify-center py-4 text-muted-foreground">
                <Spinner className="size-5" />
              </div>
            }
          >
            <CommentsSection id={commentsId} post={post} />
          </Suspense>
        ) : null}
      </article>
    </Card>
  );
}
