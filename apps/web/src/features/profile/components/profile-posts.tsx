import { webProfileMessages as m } from "@guilda/shared/messages/web-profile";
import { webShellMessages } from "@guilda/shared/messages/web-shell";
import { Heart, MessageCircle, PenLine } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/lib/paths";
import { useMyPosts } from "../api/get-my-posts";
import { ProfileSection, SectionEmpty, SectionError, SectionSkeleton } from "./profile-section";

const shortDate = new Intl.DateTimeFormat("pt-BR", { dateStyle: "medium" });

/** My latest posts on /perfil, each a link to /post/{id}. */
export function ProfilePosts({ memberId }: { memberId: string }) {
  const posts = useMyPosts(memberId);
  let body;
  if (posts.isPending) body = <SectionSkeleton />;
  else if (posts.isError)
    body = (
      <SectionError
        text={m.postsLoadError}
        retry={webShellMessages.retry}
        onRetry={() => void posts.refetch()}
      />
    );
  else if (posts.data.items.length === 0)
    body = (
      <SectionEmpty
        icon={<PenLine />}
        title={m.noPostsTitle}
        text={m.noPostsText}
        action={
          <Button asChild variant="outline" size="sm">
            <Link to={paths.home}>{m.goToFeed}</Link>
          </Button>
        }
      />
    );
  else
    body = (
      <ul className="divide-y divide-border">
        {posts.data.items.map((post) => (
          <li key={post.id} className="grid gap-1 py-3 first:pt-0 last:pb-0">
            <Link to={paths.post(post.id)} className="font-medium break-words hover:underline">
              {post.title}
            </Link>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
              <time dateTime={post.created_at}>{shortDate.format(new Date(post.created_at))}</time>
              <span>{m.postIn(post.space.name)}</span>
              <span className="inline-flex items-center gap-1">
                <Heart aria-hidden="true" className="size-3.5" />
                {m.likes(post.likes_count)}
              </span>
              <span className="inline-flex items-center gap-1">
                <MessageCircle aria-hidden="true" className="size-3.5" />
                {m.comments(post.comments_count)}
              </span>
            </p>
          </li>
        ))}
      </ul>
    );
  return <ProfileSection title={m.recentPostsTitle}>{body}</ProfileSection>;
}
