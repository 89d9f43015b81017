import { webMembersMessages as m } from "@guilda/shared/messages/web-members";
import { Heart, MessageCircle } from "lucide-react";
import { Link } from "react-router";
import { Card } from "@/components/ui/card";
import { PageLoader } from "@/components/ui/page-loader";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/lib/paths";
import { useMemberPosts } from "../api/get-member-posts";
import { formatDate } from "../lib/format";

/** The member's latest posts, each a link to /post/{id}. */
export function MemberPosts({ memberId }: { memberId: string }) {
  const posts = useMemberPosts(memberId);
  return (
    <section aria-labelledby="member-posts-title" className="grid gap-3">
      <h2 id="member-posts-title" className="text-lg font-semibold">
        {m.recentPosts}
      </h2>
      {posts.isPending ? (
        <div className="grid gap-3">
          <PageLoader className="sr-only min-h-0" />
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      ) : posts.isError ? (
        <p className="text-sm text-muted-foreground">{m.postsLoadError}</p>
      ) : posts.data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{m.noPosts}</p>
      ) : (
        <ul className="grid gap-3">
          {posts.data.items.map((post) => (
            <li key={post.id}>
              <Card className="p-4 transition-colors hover:bg-accent/40">
                <h3 className="font-medium break-words">
                  <Link to={paths.post(post.id)} className="hover:underline">
                    {post.title}
                  </Link>
                </h3>
                <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
                  <time dateTime={post.created_at}>{formatDate(post.created_at)}</time>
                  <Link to={paths.space(post.space.slug)} className="hover:underline">
                    {m.postIn(post.space.name)}
                  </Link>
                  <span className="inline-flex items-center gap-1">
                    <Heart aria-hidden="true" className="size-3.5" />
                    {m.likes(post.likes_count)}
                  </span>
                  <span className="inline-flex items-center gap-1">
                    <MessageCircle aria-hidden="true" className="size-3.5" />
                    {m.comments(post.comments_count)}
                  </span>
                </p>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
