import type { LessonVideo } from "@guilda/shared/schemas/courses";
import { isValidVideoId } from "@guilda/shared/rules/video-link";
import { safeInternalPath } from "@/lib/paths";

/** Where a video comes from: a provider's player (YouTube, Vimeo, Wistia) or an uploaded file. */
export type VideoProvider = LessonVideo["provider"];
export type ElementProvider = Exclude<VideoProvider, "file">;

// Each provider's element loads only when a video of that provider is shown.
const loaders: Record<ElementProvider, () => Promise<unknown>> = {
  youtube: () => import("youtube-video-element"),
  vimeo: () => import("vimeo-video-element"),
  wistia: () => import("wistia-video-element"),
};
const loaded = new Map<ElementProvider, Promise<unknown>>();

/** One promise per provider, kept: React's use() needs the same one on every render. */
export function providerReady(provider: ElementProvider): Promise<unknown> {
  let promise = loaded.get(provider);
  if (!promise) {
    promise = loaders[provider]();
    loaded.set(provider, promise);
  }
  return promise;
}

/**
 * The element's address for a stored id, or null when the id does not look like one. YouTube's
 * also names the second to start from (its player's own `start`), so a resumed lesson starts
 * there even if the player takes no seek before it plays.
 */
export function providerSource(video: LessonVideo, startAt = 0): string | null {
  if (video.provider === "file") return safeInternalPath(video.url);
  if (!isValidVideoId(video.provider, video.id)) return null;
  switch (video.provider) {
    case "youtube": {
      const start = startAt >= 1 ? `?t=${Math.floor(startAt)}` : "";
      return `https://www.youtube-nocookie.com/embed/${video.id}${start}`;
    }
    case "vimeo":
      return `https://vimeo.com/${video.id}`;
    case "wistia":
      return `https://wistia.com/medias/${video.id}`;
  }
}

/** How long to wait for a provider element's shadow root: some make it only once they load. */
const SHADOW_ROOT_FRAMES = 600;

/**
 * The YouTube, Vimeo and Wistia elements draw their player in an <iframe> of their shadow root,
 * untitled: each one the element makes gets the lesson's title, so a screen reader can say what
 * the frame is. YouTube's root exists when the element is made; Vimeo's a moment later, when it
 * starts loading: it is looked for on each frame until it is there.
 */
export function titleFrames(element: HTMLElement, title: string): () => void {
  let observer: MutationObserver | undefined;
  let pending = 0;
  let tries = 0;
  const attach = () => {
    const root = element.shadowRoot;
    if (!root) {
      if (++tries < SHADOW_ROOT_FRAMES) pending = requestAnimationFrame(attach);
      return;
    }
    const apply = () => {
      for (const frame of root.querySelectorAll("iframe")) if (frame.title !== title) frame.title = title;
    };
    apply();
    observer = new MutationObserver(apply);
    observer.observe(root, { childList: true, subtree: true });
  };
  attach();
  return () => {
    cancelAnimationFrame(pending);
    observer?.disconnect();
  };
}
