import { webCourseAdminMessages as m } from "@guilda/shared/messages/web-course-admin";
import type { VideoLink } from "@guilda/shared/rules/video-link";
import { use, useCallback, useEffect, useRef } from "react";
import { providerReady, providerSource, titleFrames } from "@/components/media/provider-video";

/** How long the preview keeps asking the provider's player for the length (YouTube's says 0 at first). */
const DURATION_POLL_MS = 1_000;
const DURATION_POLL_TIMES = 20;

type VideoLinkPreviewProps = {
  link: VideoLink;
  /** The length the provider's player reports, once it knows it (whole seconds). */
  onDuration: (seconds: number) => void;
};

/**
 * The lesson editor's preview of a YouTube, Vimeo or Wistia link: the provider's own player, and
 * the video's length read from it for the duration field, so the admin never types it. Loaded
 * (with the provider's element) only once a valid link is there.
 */
export default function VideoLinkPreview({ link, onDuration }: VideoLinkPreviewProps) {
  use(providerReady(link.kind));
  const src = providerSource({ provider: link.kind, id: link.id });
  const report = useRef(onDuration);
  useEffect(() => {
    report.current = onDuration;
  });
  const mediaRef = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    const media = element as HTMLElement & { duration: number };
    let reported = 0;
    const read = () => {
      const seconds = Math.round(media.duration);
      if (Number.isFinite(seconds) && seconds > 0 && seconds !== reported) {
        reported = seconds;
        report.current(seconds);
      }
    };
    const events = ["loadedmetadata", "durationchange", "loadeddata", "play", "timeupdate"];
    for (const name of events) media.addEventListener(name, read);
    let polls = 0;
    const timer = window.setInterval(() => {
      read();
      if (++polls >= DURATION_POLL_TIMES || reported > 0) window.clearInterval(timer);
    }, DURATION_POLL_MS);
    const untitle = titleFrames(element, m.videoPreviewTitle);
    return () => {
      window.clearInterval(timer);
      untitle();
      for (const name of events) media.removeEventListener(name, read);
    };
  }, []);
  if (!src) return null;
  const common = { ref: mediaRef, src, controls: true, playsInline: true, class: "size-full" };
  return (
    <div className="aspect-video w-full max-w-md overflow-hidden rounded-lg border border-border bg-black">
      {link.kind === "youtube" ? (
        <youtube-video {...common} />
      ) : link.kind === "vimeo" ? (
        <vimeo-video {...common} />
      ) : (
        <wistia-video {...common} />
      )}
    </div>
  );
}
