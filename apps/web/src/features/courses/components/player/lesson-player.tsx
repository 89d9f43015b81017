import "media-chrome";
import "media-chrome/lang/pt.js";
import "./media-elements";
import { webCourseMessages as m } from "@guilda/shared/messages/web-courses";
import type { LessonVideo } from "@guilda/shared/schemas/courses";
import { isValidVideoId } from "@guilda/shared/rules/video-link";
import { use, type CSSProperties } from "react";
import { safeInternalPath } from "@/lib/paths";
import { useLessonProgress } from "../../hooks/use-lesson-progress";
import type { LessonRef } from "../../lib/progress-cache";

type Provider = LessonVideo["provider"];

// Each provider's element loads only when a lesson of that provider is opened.
const loaders: Record<Exclude<Provider, "file">, () => Promise<unknown>> = {
  youtube: () => import("youtube-video-element"),
  vimeo: () => import("vimeo-video-element"),
  wistia: () => import("wistia-video-element"),
};
type ElementProvider = Exclude<Provider, "file">;
const loaded = new Map<ElementProvider, Promise<unknown>>();
/** One promise per provider, kept: React's use() needs the same one on every render. */
function providerReady(provider: ElementProvider): Promise<unknown> {
  let promise = loaded.get(provider);
  if (!promise) {
    promise = loaders[provider]();
    loaded.set(provider, promise);
  }
  return promise;
}

/** The element's address for a stored id, or null when the id does not look like one. */
function providerSource(video: LessonVideo): string | null {
  if (video.provider === "file") return safeInternalPath(video.url);
  if (!isValidVideoId(video.provider, video.id)) return null;
  switch (video.provider) {
    case "youtube":
      return `https://www.youtube-nocookie.com/embed/${video.id}`;
    case "vimeo":
      return `https://vimeo.com/${video.id}`;
    case "wistia":
      return `https://wistia.com/medias/${video.id}`;
  }
}

// The app's brand colour on the progress and volume bars; the rest keeps media-chrome's dark chrome.
const chromeStyle = {
  "--media-range-bar-color": "var(--primary)",
  "--media-control-background": "rgb(0 0 0 / 0.55)",
  "--media-control-hover-background": "rgb(0 0 0 / 0.75)",
  "--media-font-family": "var(--font-sans)",
} as CSSProperties;

type MediaRef = (element: HTMLElement | null) => void | (() => void);
type MediaProps = { provider: Provider; src: string; mediaRef: MediaRef };

function MediaElement({ provider, src, mediaRef }: MediaProps) {
  if (provider !== "file") use(providerReady(provider));
  const common = { slot: "media", class: "size-full", playsInline: true };
  switch (provider) {
    case "youtube":
      return <youtube-video ref={mediaRef} src={src} {...common} />;
    case "vimeo":
      return <vimeo-video ref={mediaRef} src={src} {...common} />;
    case "wistia":
      return <wistia-video ref={mediaRef} src={src} {...common} />;
    case "file":
      return (
        <video ref={mediaRef} slot="media" src={src} preload="metadata" playsInline className="size-full" />
      );
  }
}

type LessonPlayerProps = {
  video: LessonVideo;
  lesson: LessonRef;
  startAt: number;
  isTracking: boolean;
};

/**
 * The lesson video: media-chrome's controls over a <video> (uploaded files) or the YouTube,
 * Vimeo and Wistia elements, which all behave as media elements, so one tracker follows them.
 * Loaded lazily: only lesson pages with a video pay for it.
 */
export function LessonPlayer({ video, lesson, startAt, isTracking }: LessonPlayerProps) {
  const track = useLessonProgress({ lesson, startAt, isTracking });
  const src = providerSource(video);
  if (!src)
    return (
      <div className="flex aspect-video w-full items-center justify-center rounded-lg bg-black p-6 text-center text-sm text-white/80">
        {m.videoUnavailable}
      </div>
    );
  return (
    <div role="region" aria-label={m.player(lesson.title)} className="overflow-hidden rounded-lg bg-black">
      <media-controller lang="pt" class="block aspect-video w-full" style={chromeStyle}>
        <MediaElement provider={video.provider} src={src} mediaRef={track} />
        <media-loading-indicator slot="centered-chrome" noautohide />
        <media-control-bar class="w-full">
          <media-play-button />
          <media-seek-backward-button seekoffset={10} class="hidden sm:inline-flex" />
          <media-seek-forward-button seekoffset={10} class="hidden sm:inline-flex" />
          <media-mute-button />
          <media-volume-range class="hidden sm:inline-flex" />
          <media-time-range class="min-w-0 flex-1" />
          <media-time-display showduration class="hidden sm:inline-flex" />
          <media-playback-rate-button rates="0.75 1 1.25 1.5 2" />
          <media-fullscreen-button />
        </media-control-bar>
      </media-controller>
    </div>
  );
}
