import { webFeedMessages as m } from "@guilda/shared/messages/web-feed";
import { useParams } from "react-router";
import { PostDetail } from "@/features/feed/components/post-detail";

/** /post/{id}: where shared links lead. */
export function PostRoute() {
  const { id = "" } = useParams();
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6">
      <h1 className="sr-only">{m.postPageTitle}</h1>
      {/* Keyed: moving from one post to another starts with fresh state (comments open). */}
      <PostDetail key={id} postId={id} />
    </div>
  );
}
