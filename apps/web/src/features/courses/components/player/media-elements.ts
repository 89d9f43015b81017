import type { CSSProperties, DetailedHTMLProps, HTMLAttributes, Ref, VideoHTMLAttributes } from "react";

/**
 * JSX for the media-chrome custom elements the lesson player uses (React 19 passes their
 * props as properties or attributes). Only what the player sets is typed.
 */
type ElementProps<E extends HTMLElement = HTMLElement> = DetailedHTMLProps<HTMLAttributes<E>, E> & {
  class?: string;
  slot?: string;
  style?: CSSProperties;
};

type ProviderVideoProps = Omit<VideoHTMLAttributes<HTMLElement>, "ref"> & {
  ref?: Ref<HTMLElement>;
  class?: string;
  slot?: string;
  src: string;
};

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "media-controller": ElementProps & {
        lang?: string;
        nohotkeys?: boolean;
        breakpoints?: string;
        /** Seconds shown and sought against while the media's own duration is NaN or Infinity. */
        defaultduration?: number;
      };
      "media-control-bar": ElementProps;
      "media-loading-indicator": ElementProps & { noautohide?: boolean };
      "media-play-button": ElementProps;
      "media-seek-backward-button": ElementProps & { seekoffset?: number };
      "media-seek-forward-button": ElementProps & { seekoffset?: number };
      "media-mute-button": ElementProps;
      "media-volume-range": ElementProps;
      "media-time-range": ElementProps;
      "media-time-display": ElementProps & { showduration?: boolean; notoggle?: boolean };
      "media-fullscreen-button": ElementProps;
      "youtube-video": ProviderVideoProps;
      "vimeo-video": ProviderVideoProps;
      "wistia-video": ProviderVideoProps;
    }
  }
}
