import { postRoleLabel } from "@guilda/shared/rules/roles";
import { webFeedMessages } from "@guilda/shared/messages/web-feed";
import { formatDistanceToNow } from "date-fns";
import { ptBR } from "date-fns/locale/pt-BR";
import { Pin } from "lucide-react";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import type { Post } from "../api/get-posts";
import { PostMedia } from "./post-media";

// Full date for the tooltip; Intl keeps date-fns' long formats out of the feed bundle.
const fullDate = new Intl.DateTimeFormat("pt-BR", { dateStyle: "long", timeStyle: "short" });

export function PostCard({ post }: { post: Post }) {
  const role = postRoleLabel(post.author);
  const createdAt = new Date(post.created_at);
  const titleId = `post-${post.id}-title`;
  return (
    <Card className={cn("overflow-hidden", post.is_pinned && "border-primary/50 ring-1 ring-primary/25")}>
      <article aria-labelledby={titleId} className="flex flex-col gap-4 p-5 sm:p-6">
        <header className="flex items-start gap-3">
          <Avatar name={post.author.full_name} src={post.author.avatar_url} />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="truncate font-semibold">{post.author.full_name}</span>
              {role ? <Badge variant={role === "Admin" ? "default" : "secondary"}>{role}</Badge> : null}
            </div>
            <div className="mt-0.5 flex flex-wrap items-center gap-x-1.5 text-sm text-muted-foreground">
              <time dateTime={post.created_at} title={fullDate.format(createdAt)}>
                {formatDistanceToNow(createdAt, { addSuffix: true, locale: ptBR })}
              </time>
              {post.space ? (
                <>
                  <span aria-hidden="true">·</span>
                  <span className="truncate">{post.space.name}</span>
                </>
              ) : null}
            </div>
          </div>
          {post.is_pinned ? (
            <Badge className="gap-1 tracking-wide">
              <Pin className="size-3" aria-hidden="true" />
              {webFeedMessages.pinned}
            </Badge>
          ) : null}
        </header>
        <div className="grid gap-2">
          <h2 id={titleId} className="text-lg leading-snug font-semibold break-words">
            {post.title}
          </h2>
          {/* Plain text on purpose: member content is never parsed as HTML. */}
          <p className="leading-relaxed break-words whitespace-pre-line text-foreground/90">{post.content}</p>
        </div>
        <PostMedia post={post} />
      </article>
    </Card>
  );
}
