import { webFeedMessages } from "@guilda/shared/messages/web-feed";
import type { Post } from "../api/get-posts";

/** Media stored with the post. Only http(s) or same-site URLs are rendered. */
function safeMediaUrl(url: string | null): string | null {
  if (!url) return null;
  if (url.startsWith("/") && !url.startsWith("//")) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
}

export function PostMedia({ post }: { post: Post }) {
  const url = safeMediaUrl(post.media_url);
  if (!url) return null;
  if (post.media_type === "image" || post.media_type === "gif") {
    return (
      <img
        src={url}
        alt=""
        loading="lazy"
        decoding="async"
        className="max-h-80 w-full rounded-lg border border-border bg-muted object-contain"
      />
    );
  }
  if (post.media_type === "video") {
    return (
      <video
        src={url}
        controls
        preload="metadata"
        className="max-h-80 w-full rounded-lg border border-border bg-black"
      >
        {webFeedMessages.videoUnsupported}
      </video>
    );
  }
  // Embedded players (YouTube, Vimeo, Wistia) arrive with the composer.
  return null;
}
