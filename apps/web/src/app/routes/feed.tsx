import { webFeedMessages as m } from "@guilda/shared/messages/web-feed";
import { PostList } from "@/features/feed/components/post-list";

export function FeedRoute() {
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{m.title}</h1>
        <p className="text-muted-foreground">{m.subtitle}</p>
      </div>
      <PostList />
    </div>
  );
}
