import type { PostView } from "@guilda/shared/schemas/feed";
import { webFeedMessages } from "@guilda/shared/messages/web-feed";
import { lazy, Suspense } from "react";

const VideoEmbed = lazy(() => import("./video-embed").then((m) => ({ default: m.VideoEmbed })));

/** Media stored with the post. Only http(s) or same-site URLs are rendered. */
export function safeMediaUrl(url: string | null): string | null {
  if (!url) return null;
  if (url.startsWith("/") && !url.startsWith("//") && !url.startsWith("/\\")) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
}

/** The player's own box (border included), so nothing moves when its code arrives. */
function EmbedPlaceholder() {
  return (
    <div className="mx-auto w-full max-w-[35.5rem] overflow-hidden rounded-lg border border-border">
      <div className="aspect-video w-full animate-pulse bg-muted" />
    </div>
  );
}

export function PostMedia({ post }: { post: Pick<PostView, "media_url" | "media_type" | "title"> }) {
  const { media_type: type, media_url: mediaUrl } = post;
  if (!mediaUrl || !type) return null;
  if (type === "youtube" || type === "vimeo" || type === "wistia") {
    return (
      <Suspense fallback={<EmbedPlaceholder />}>
        <VideoEmbed kind={type} id={mediaUrl} title={post.title} />
      </Suspense>
    );
  }
  const url = safeMediaUrl(mediaUrl);
  if (!url) return null;
  if (type === "image" || type === "gif") {
    return (
      <img
        src={url}
        alt=""
        loading="lazy"
        decoding="async"
        // The box is known before the file: 16:9 of the width, at most 20 rem high (letterboxed).
        className="aspect-video max-h-80 w-full rounded-lg border border-border bg-muted object-contain"
      />
    );
  }
  return (
    <video
      src={url}
      controls
      preload="metadata"
      className="aspect-video max-h-80 w-full rounded-lg border border-border bg-black"
    >
      {webFeedMessages.videoUnsupported}
    </video>
  );
}
