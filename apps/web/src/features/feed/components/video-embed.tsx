import { webFeedMessages as m } from "@guilda/shared/messages/web-feed";
import { isValidVideoId, videoEmbedUrl, type VideoLink } from "@guilda/shared/rules/video-link";

const PROVIDERS: Record<VideoLink["kind"], string> = { youtube: "YouTube", vimeo: "Vimeo", wistia: "Wistia" };

type VideoEmbedProps = { kind: VideoLink["kind"]; id: string; title?: string };

/** A provider's player (YouTube through its privacy-enhanced domain), at most about 20 rem high. */
export function VideoEmbed({ kind, id, title }: VideoEmbedProps) {
  // Ids come from the database; check them again before they become an iframe address.
  if (!isValidVideoId(kind, id)) return null;
  const label = m.videoPlayerOf(PROVIDERS[kind]);
  return (
    <div className="mx-auto w-full max-w-[35.5rem] overflow-hidden rounded-lg border border-border bg-black">
      <iframe
        src={videoEmbedUrl({ kind, id })}
        title={title ? `${label}: ${title}` : label}
        loading="lazy"
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        className="aspect-video w-full"
      />
    </div>
  );
}
