import "media-chrome";
import "media-chrome/lang/pt.js";
import "./media-elements";
import { webCourseMessages as m } from "@guilda/shared/messages/web-courses";
import type { LessonVideo } from "@guilda/shared/schemas/courses";
import { use, useCallback, useEffect, useState, type CSSProperties } from "react";
import { providerReady, providerSource, titleFrames } from "@/components/media/provider-video";
import { useLessonProgress, type MediaLike } from "../../hooks/use-lesson-progress";
import type { LessonRef } from "../../lib/progress-cache";

type Provider = LessonVideo["provider"];

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

/**
 * A recording without a Duration header plays as a <video> whose duration is Infinity until its
 * end: media-chrome would take it for a live stream (no seeking, no time left). It is a file.
 */
function markOnDemand(element: HTMLElement | null) {
  if (element instanceof HTMLVideoElement) Object.assign(element, { streamType: "on-demand" });
}

/**
 * The time display shows '0:42 / 12:14' and names itself 'tempo de reprodução': as media-chrome's
 * toggle button, its name would not hold what it shows. Kept as a timer (not a button), the words
 * name it and the figures are its value.
 */
function asTimer(element: HTMLElement | null) {
  element?.setAttribute("role", "timer");
}

const RATES = [0.75, 1, 1.25, 1.5, 2];
const rateText = (rate: number) => `${rate.toLocaleString("pt-BR")}x`;

/**
 * The speed button: shows the rate ('1,5x') and is named by it ('Velocidade 1,5x'), so what a
 * person sees is what a voice command or a screen reader says; each press moves to the next rate.
 */
function PlaybackRateButton({ media }: { media: MediaLike | null }) {
  const [rate, setRate] = useState(1);
  useEffect(() => {
    if (!media) return;
    const sync = () => setRate(media.playbackRate || 1);
    sync();
    media.addEventListener("ratechange", sync);
    return () => media.removeEventListener("ratechange", sync);
  }, [media]);
  const next = RATES.find((r) => r > rate + 0.001) ?? RATES[0]!;
  return (
    <button
      type="button"
      disabled={!media}
      onClick={() => {
        if (media) media.playbackRate = next;
      }}
      className="inline-flex min-w-[5ch] items-center justify-center bg-(--media-control-background) px-2.5 text-sm font-medium text-white tabular-nums hover:bg-(--media-control-hover-background) focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-white disabled:opacity-60"
    >
      <span className="sr-only">{m.playbackRate} </span>
      {rateText(rate)}
    </button>
  );
}

type LessonPlayerProps = {
  video: LessonVideo;
  lesson: LessonRef;
  startAt: number;
  /** The lesson's length as the server knows it: the player's while its own says nothing. */
  knownDuration: number;
  isTracking: boolean;
};

/**
 * The lesson video: media-chrome's controls over a <video> (uploaded files) or the YouTube,
 * Vimeo and Wistia elements, which all behave as media elements, so one tracker follows them.
 * Loaded lazily: only lesson pages with a video pay for it.
 */
export function LessonPlayer({ video, lesson, startAt, knownDuration, isTracking }: LessonPlayerProps) {
  const track = useLessonProgress({ lesson, startAt, knownDuration, isTracking });
  const [media, setMedia] = useState<MediaLike | null>(null);
  const frameTitle = m.player(lesson.title);
  const mediaRef = useCallback(
    (element: HTMLElement | null) => {
      markOnDemand(element);
      const untrack = track(element);
      setMedia(element as MediaLike | null);
      // Only the providers' elements draw an <iframe>; a file's <video> has none to title.
      const untitle =
        element && !(element instanceof HTMLVideoElement) ? titleFrames(element, frameTitle) : undefined;
      return () => {
        untitle?.();
        if (typeof untrack === "function") untrack();
        setMedia(null);
      };
    },
    [track, frameTitle],
  );
  // Decided once, like where the player starts: later saves never reload the provider's player.
  const [src] = useState(() => providerSource(video, startAt));
  if (!src)
    return (
      <div className="flex aspect-video w-full items-center justify-center rounded-lg bg-black p-6 text-center text-sm text-white/80">
        {m.videoUnavailable}
      </div>
    );
  return (
    <div role="region" aria-label={m.player(lesson.title)} className="overflow-hidden rounded-lg bg-black">
      <media-controller
        lang="pt"
        class="block aspect-video w-full"
        style={chromeStyle}
        defaultduration={knownDuration > 0 ? knownDuration : undefined}
      >
        <MediaElement provider={video.provider} src={src} mediaRef={mediaRef} />
        <media-loading-indicator slot="centered-chrome" noautohide />
        {/*
          The buttons keep their size in a narrow player (beside the course outline), and the
          padding the page's reset takes from media-chrome's buttons: each is a 24 px target at
          least, with room around it; the time range gives way.
        */}
        <media-control-bar class="w-full [&>*:not(media-time-range)]:shrink-0">
          <media-play-button class="px-2" />
          <media-seek-backward-button seekoffset={10} class="hidden px-2 sm:inline-flex" />
          <media-seek-forward-button seekoffset={10} class="hidden px-2 sm:inline-flex" />
          <media-mute-button class="px-2" />
          <media-volume-range class="hidden sm:inline-flex" />
          <media-time-range class="min-w-0 flex-1" />
          <media-time-display ref={asTimer} showduration notoggle class="hidden sm:inline-flex" />
          <PlaybackRateButton media={media} />
          <media-fullscreen-button class="px-2" />
        </media-control-bar>
      </media-controller>
    </div>
  );
}
