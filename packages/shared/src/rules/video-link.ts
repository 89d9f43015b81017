import { feedMessages as m } from "../messages/feed";

export type VideoLink =
  { kind: "youtube"; id: string } | { kind: "vimeo"; id: string } | { kind: "wistia"; id: string };

export type VideoLinkResult = { ok: true; video: VideoLink } | { ok: false; error: string };

const YOUTUBE_ID = "([A-Za-z0-9_-]{11})";
// Spec §5: watch?v=, youtu.be/, /embed/ and /v/ followed by the 11-character id.
const YOUTUBE_PATTERNS = [
  new RegExp(`[?&]v=${YOUTUBE_ID}(?![A-Za-z0-9_-])`),
  new RegExp(`youtu\\.be/${YOUTUBE_ID}(?![A-Za-z0-9_-])`),
  new RegExp(`/embed/${YOUTUBE_ID}(?![A-Za-z0-9_-])`),
  new RegExp(`/v/${YOUTUBE_ID}(?![A-Za-z0-9_-])`),
  new RegExp(`/shorts/${YOUTUBE_ID}(?![A-Za-z0-9_-])`),
];
const YOUTUBE_HOSTS = /^(?:www\.|m\.|music\.)?(?:youtube\.com|youtube-nocookie\.com|youtu\.be)$/i;
const VIMEO_HOSTS = /^(?:www\.|player\.)?vimeo\.com$/i;
const WISTIA_HOSTS = /^(?:[a-z0-9-]+\.)?(?:wistia\.com|wistia\.net|wi\.st)$/i;

function parseUrl(raw: string): URL | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `https://${raw}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}

/**
 * Reads a video link typed in the composer: YouTube in every form of spec §5, Vimeo and
 * Wistia. Anything else gets the spec's YouTube message, since YouTube is what most members paste.
 */
export function parseVideoLink(input: string): VideoLinkResult {
  const raw = input.trim();
  if (!raw) return { ok: false, error: m.videoUrlEmpty };
  const url = parseUrl(raw);
  if (url && YOUTUBE_HOSTS.test(url.hostname)) {
    const target = url.hostname.toLowerCase().endsWith("youtu.be")
      ? `youtu.be${url.pathname}`
      : `${url.pathname}${url.search}`;
    for (const pattern of YOUTUBE_PATTERNS) {
      const match = pattern.exec(target);
      if (match?.[1]) return { ok: true, video: { kind: "youtube", id: match[1] } };
    }
  }
  if (url && VIMEO_HOSTS.test(url.hostname)) {
    const match = /^\/(?:video\/)?(\d{6,12})(?:\/|$)/.exec(url.pathname);
    if (match?.[1]) return { ok: true, video: { kind: "vimeo", id: match[1] } };
  }
  if (url && WISTIA_HOSTS.test(url.hostname)) {
    const match = /\/(?:medias|embed\/iframe|embed\/medias)\/([a-z0-9]{10})(?:[/.?]|$)/i.exec(url.pathname);
    if (match?.[1]) return { ok: true, video: { kind: "wistia", id: match[1].toLowerCase() } };
  }
  return { ok: false, error: m.videoUrlInvalid };
}

/** The player address for a stored video id (YouTube through its privacy-enhanced domain). */
export function videoEmbedUrl(video: VideoLink): string {
  switch (video.kind) {
    case "youtube":
      return `https://www.youtube-nocookie.com/embed/${video.id}`;
    case "vimeo":
      return `https://player.vimeo.com/video/${video.id}`;
    case "wistia":
      return `https://fast.wistia.net/embed/iframe/${video.id}`;
  }
}

/** Stored ids are checked again before they become an iframe address. */
export function isValidVideoId(kind: VideoLink["kind"], id: string): boolean {
  if (kind === "youtube") return /^[A-Za-z0-9_-]{11}$/.test(id);
  if (kind === "vimeo") return /^\d{6,12}$/.test(id);
  return /^[a-z0-9]{10}$/.test(id);
}
